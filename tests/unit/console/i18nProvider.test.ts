import { describe, expect, it } from 'vitest';
import { i18nProvider, makeI18nProvider } from '../../../src/console/i18n/i18nProvider';
import { addFieldLabels } from '../../../src/console/i18n/fieldLabels';

describe('the console i18n provider (one catalogue shared, extra messages layered over it)', () => {
  const shell = makeI18nProvider({ resources: { suppliers: { name: 'Supplier |||| Suppliers' } }, ra: { action: { save: 'Keep' } } });

  it('answers the catalogue, the extra messages with their plurals, and the extra over the catalogue', () => {
    expect(shell.translate('ra.action.cancel')).toBe(i18nProvider.translate('ra.action.cancel'));
    expect(shell.translate('ra.action.cancel')).toBe('Cancel');
    expect(shell.translate('resources.suppliers.name', { smart_count: 1 })).toBe('Supplier');
    expect(shell.translate('resources.suppliers.name', { smart_count: 2 })).toBe('Suppliers');
    expect(shell.translate('ra.action.save')).toBe('Keep');
    // The public pages' provider has no extra messages: the catalogue's own word.
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('resources.suppliers.name', { smart_count: 2, _: 'fallback' })).toBe('fallback');
  });

  it('interpolates catalogue phrases, and the schemas\' field labels win over both', () => {
    expect(shell.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toContain('42');
    addFieldLabels({ 'resources.suppliers.fields.name': 'Supplier name' });
    expect(shell.translate('resources.suppliers.fields.name')).toBe('Supplier name');
    expect(shell.getLocale()).toBe('en');
  });
});
