import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import PickListPage from '../../../src/console/workflows/preparation/PickListPage';
import PlannerOrdersPage from '../../../src/console/workflows/logistics/PlannerOrdersPage';
import RolPage from '../../../src/console/workflows/purchases/RolPage';
import DiscountEditorPage from '../../../src/console/workflows/discountSchemes/DiscountEditorPage';
import { LIST_SEARCH, PRODUCT_CATEGORY_FILTER, PRODUCT_SEGMENT_FILTER } from '../../../src/shared/forms/requestFields';
import { FIND_QUERY, ROL_QUERY } from '../../../src/server/modules/products/schemas';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';

/** The words under a box (MUI's empty helper text is a zero-width space). */
const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').replace(/\u200b/g, '').trim();

/** Each bespoke list's search boxes: the list call, the query key each fills, its schema and who opens the page. */
const PAGES: Array<{ name: string; role: string; page: ReactElement; path: string; route?: string; url: string; boxes: Array<[label: string, key: string, max: number]> }> = [
  { name: 'pick list', role: 'pharmacist', page: <PickListPage />, path: '/app/preparation/pick-list', url: '/orders/admin/get-preparation-orders',
    boxes: [['Search order, customer or phone', 'keyWord', LIST_SEARCH.maxLength!]] },
  { name: 'planner', role: 'logistic_planner', page: <PlannerOrdersPage />, path: '/app/logistics-planner/assign-dispatch', route: '/app/logistics-planner/:orderType',
    url: '/orders/admin/get-prepared-orders', boxes: [['Search', 'searchTerm', LIST_SEARCH.maxLength!]] },
  { name: 'ROL', role: 'procurement_officer', page: <RolPage />, path: '/app/', url: '/product/admin/get-rol-products-list', boxes: [['Search', 'searchKey', LIST_SEARCH.maxLength!]] },
  { name: 'discount editor', role: 'super_admin', page: <DiscountEditorPage />, path: '/app/', url: '/product/admin/find-products-to-discount-editor',
    boxes: [['Search', 'searchKey', LIST_SEARCH.maxLength!], ['Segment', 'productSegment', PRODUCT_SEGMENT_FILTER.maxLength!], ['Category', 'productCategory', PRODUCT_CATEGORY_FILTER.maxLength!]] },
];

describe('the search boxes of bespoke lists are schema fields with their routes\' limits', () => {
  it('the product routes take exactly these schemas', () => {
    expect(ROL_QUERY.properties.searchKey).toBe(LIST_SEARCH);
    expect(FIND_QUERY.properties).toMatchObject({ searchKey: LIST_SEARCH, productSegment: PRODUCT_SEGMENT_FILTER, productCategory: PRODUCT_CATEGORY_FILTER });
  });

  for (const p of PAGES) {
    it(`${p.name}: a text past the limit is named under its box and never asked with; the last valid one stays asked`, async () => {
      signInAs(p.role, abilitiesFor(p.role));
      const { calls } = renderPage(p.page, { path: p.path, route: p.route ?? p.path, api: (c) => (c.url === p.url ? ok({ items: [], count: 0 }) : c.url === '/agent/auth/get-delivery-agents' ? ok([]) : ok({ toPrepare: 0, preparing: 0, prepared: 0 })) });
      const asked = () => calls.filter((c) => c.url === p.url).map((c) => c.params ?? {});
      await waitFor(() => expect(asked().length).toBeGreaterThan(0));
      for (const [label, key, max] of p.boxes) {
        const box = await screen.findByLabelText(label);
        fireEvent.change(box, { target: { value: 'k'.repeat(max) } });
        await waitFor(() => expect(asked().at(-1)![key]).toBe('k'.repeat(max)));
        expect(messageOf(box)).toBe('');
        const before = asked().length;
        fireEvent.change(box, { target: { value: 'k'.repeat(max + 1) } });
        // Shown as typed, refused with the limit; the list is not asked with it.
        expect((box as HTMLInputElement).value).toBe('k'.repeat(max + 1));
        expect(messageOf(box)).toContain(`${label} must be at most ${max} characters`);
        await new Promise((r) => setTimeout(r, 400));
        expect(asked().slice(before).some((q) => q[key] === 'k'.repeat(max + 1))).toBe(false);
        fireEvent.change(box, { target: { value: '' } });
        await waitFor(() => expect(asked().at(-1)![key] ?? '').toBe(''));
      }
    });
  }
});
