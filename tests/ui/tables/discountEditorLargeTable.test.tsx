import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import DiscountEditorPage from '../../../src/console/workflows/discountSchemes/DiscountEditorPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const PATH = '/product/admin/find-products-to-discount-editor';
const rows = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, displayId: `P${i + 1}`, productName: `Product ${i + 1}`, productSegment: 'Pharma',
  productCategory: 'Tablets', max_discount_percentage: 5, discount_updated: null }));

describe('item-wise discount editor with 200 products (the shared virtual table and search)', () => {
  it('renders a window of the rows and asks once for a burst of keystrokes', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    const { calls } = renderPage(<DiscountEditorPage />, { path: '/app/', api: (c) => (c.url === PATH ? ok({ items: rows, count: rows.length }) : undefined) });
    await screen.findByLabelText('Max discount Product 1');
    expect(document.querySelectorAll('tbody tr[data-index]').length).toBeLessThan(50);
    expect(screen.queryByLabelText('Max discount Product 200')).toBeNull();

    const search = screen.getByLabelText('Search');
    for (const text of ['p', 'pa', 'par']) fireEvent.change(search, { target: { value: text } });
    await waitFor(() => expect(calls.some((c) => c.url === PATH && c.params.searchKey === 'par')).toBe(true));
    expect(calls.filter((c) => c.url === PATH && c.params.searchKey).map((c) => c.params.searchKey)).toEqual(['par']);
  });
});
