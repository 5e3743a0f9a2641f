import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { RxMenu } from '../../../src/console/layout/RxMenu';
import { buildMenu } from '../../../src/console/layout/menuModel';
import { workflows } from '../../../src/console/workflows/registry';
import { resources } from '@resources/index';
import { abilitiesFor, signInAs } from '../signedIn';
import { i18nProvider, renderInAdmin } from '../renderInAdmin';

/**
 * A click in the side menu draws again only the entries whose selection changed: a super admin's
 * menu holds fifty-odd entries, each a list item, a button and a text styled through emotion, and
 * the menu walk of the browser tests clicks through every one of them for every role.
 * An entry's label is translated when the entry is drawn, so the translations of entry labels
 * after a click count the entries drawn again.
 */
describe('the side menu on navigation', () => {
  it('draws again only the entries whose selection changed', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    const entries = buildMenu(resources, workflows, abilitiesFor('super_admin')).flatMap((g) => g.entries);
    expect(entries.length).toBeGreaterThan(40);
    const labels = new Set(entries.map((e) => e.label));
    const translated: string[] = [];
    const counting: I18nProvider = { ...i18nProvider, translate: (key, options) => { translated.push(key); return i18nProvider.translate(key, options); } };
    renderInAdmin(<RxMenu />, { i18nProvider: counting });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const entryLabelsDrawn = () => translated.filter((k) => labels.has(k)).length;
    expect(entryLabelsDrawn()).toBeGreaterThanOrEqual(entries.length);

    const open = async (name: string) => {
      translated.length = 0;
      await act(async () => { fireEvent.click(within(menu).getByRole('link', { name })); });
      expect(within(menu).getByRole('link', { name }).className).toContain('Mui-selected');
      return entryLabelsDrawn();
    };
    // Nothing was selected at /app/: the one entry opened is drawn again.
    expect(await open('Suppliers')).toBe(1);
    // The entry left and the entry opened.
    expect(await open('Users')).toBe(2);
    expect(within(menu).getByRole('link', { name: 'Suppliers' }).className).not.toContain('Mui-selected');
  });
});
