import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProductPicker } from '../../../src/console/tables/ProductPicker';
import { CustomerPicker } from '../../../src/console/workflows/offlineOrders/CustomerPicker';
import { LIST_SEARCH } from '../../../src/shared/forms/requestFields';
import { ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').replace(/\u200b/g, '').trim();

/** The typeahead pickers: the call each asks, the query key its text fills, and the box's label. */
const PICKERS: Array<{ name: string; picker: ReactElement; url: string; key: string; label: string }> = [
  { name: 'product picker (product info)', picker: <ProductPicker label="Find product" onPick={() => undefined} />, url: '/product/admin/find-products', key: 'searchKey', label: 'Find product' },
  { name: 'customer picker (offline order)', picker: <CustomerPicker value={null} onChange={() => undefined} />, url: '/users/offline-customers', key: 'q', label: 'Customer' },
];

describe("the typeahead pickers' texts are their calls' search fields", () => {
  for (const p of PICKERS) {
    it(`${p.name}: a text past ${LIST_SEARCH.maxLength} characters is named under the box and never sent`, async () => {
      const { calls } = renderPage(p.picker, { path: '/app/', api: (c) => (c.url === p.url ? ok({ items: [] }) : undefined) });
      const asked = () => calls.filter((c) => c.url === p.url).map((c) => (c.params ?? {}) as Record<string, unknown>);
      const box = screen.getByLabelText(new RegExp(`^${p.label}`));
      const max = LIST_SEARCH.maxLength!;
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: 'k'.repeat(max) } });
      await waitFor(() => expect(asked().at(-1)?.[p.key]).toBe('k'.repeat(max)));
      const before = asked().length;
      fireEvent.change(box, { target: { value: 'k'.repeat(max + 1) } });
      expect((box as HTMLInputElement).value).toBe('k'.repeat(max + 1));
      expect(messageOf(box)).toBe(`${p.label} must be at most ${max} characters`);
      await new Promise((r) => setTimeout(r, 400));
      expect(asked().slice(before).some((q) => q[p.key] === 'k'.repeat(max + 1))).toBe(false);
    });
  }
});
