import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import DiscountEditorPage from '../../../src/console/workflows/discountSchemes/DiscountEditorPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const PATH = '/product/admin/find-products-to-discount-editor';
const SAVE = '/product/admin/edit-product-max-discount-percentages';
const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const rows = [1, 2].map((id) => ({ id, displayId: `P${id}`, productName: `Product ${id}`, productSegment: 'Pharma', productCategory: 'Tablets',
  max_discount_percentage: 5, discount_updated: null }));

describe('item-wise discount editor fields (the product schema field)', () => {
  it('names a refused max discount under its box, says why Save is off, and saves only checked values', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    const { calls } = renderPage(<DiscountEditorPage />, {
      path: '/app/', api: (c) => (c.url === PATH ? ok({ items: rows, count: rows.length }) : c.url === SAVE ? ok({ updated: 1 }) : undefined),
    });
    const box = await screen.findByLabelText('Max discount Product 1');
    const save = () => screen.getByRole('button', { name: /^Save/ }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    expect(messageOf(save())).toBe('Change a max discount to save');

    // Each refusal is the schema's: over the maximum, more decimals than the column keeps, empty.
    for (const [text, words] of [['150', /Max discount of Product 1.*100/], ['12.345', /Max discount of Product 1.*2 decimal/], ['', /Max discount of Product 1 is required/]] as const) {
      fireEvent.change(box, { target: { value: text } });
      expect(messageOf(box)).toMatch(words);
      expect(save().disabled).toBe(true);
      expect(messageOf(save())).toMatch(words);
    }
    expect((box as HTMLInputElement).value).toBe('');

    fireEvent.change(box, { target: { value: '12.5' } });
    expect(messageOf(box).trim()).toBe('');
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(calls.filter((c) => c.url === SAVE).map((c) => c.body)).toEqual([{ products: [{ productId: 1, maxDiscountPercentage: 12.5 }] }]));
    // The saved list is asked again: a new list starts with no edits (the box shows the server's value).
    await waitFor(() => expect(save().textContent).toMatch(/Save \(0\)/));
    expect((screen.getByLabelText('Max discount Product 1') as HTMLInputElement).value).toBe('5');
    expect(calls.filter((c) => c.url === PATH)).toHaveLength(2);
  });

  it('keeps a keystroke typed the moment the list is drawn, before the page has run its effects', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    // Type into the box from inside the commit that draws it: React has not run that commit's
    // effects yet, as under a loaded machine when a user (or a test) is quick.
    const typed = new Promise<void>((done) => {
      const watch = new MutationObserver(() => {
        const box = document.querySelector<HTMLInputElement>('input[aria-label="Max discount Product 1"]');
        if (!box) return;
        watch.disconnect();
        fireEvent.change(box, { target: { value: '150' } });
        done();
      });
      watch.observe(document.body, { childList: true, subtree: true });
    });
    renderPage(<DiscountEditorPage />, { path: '/app/', api: (c) => (c.url === PATH ? ok({ items: rows, count: rows.length }) : undefined) });
    await typed;
    const box = screen.getByLabelText('Max discount Product 1') as HTMLInputElement;
    await waitFor(() => expect(messageOf(box)).toMatch(/Max discount of Product 1.*100/));
    expect(box.value).toBe('150');
    expect(screen.getByRole('button', { name: /^Save/ }).textContent).toMatch(/Save \(1\)/);
  });
});
