import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import PoViewPage from '../../../src/console/workflows/purchases/PoViewPage';
import PoEditorPage from '../../../src/console/workflows/purchases/PoEditorPage';
import { ok } from '../fakeApi';
import { abilitiesFor, signInAs } from '../signedIn';
import { renderPage } from '../workflows/harness';
import { forbidBrowserConfirm } from '../confirm/answer';

afterEach(() => vi.restoreAllMocks());

const line = { id: 71, product_id: 3, product_name: 'Panadol 500mg', ordered_qty: 400, received_qty: 0, unit_price: 1, line_total: 400 };
const poOf = (status: string) => ({ po: { id: 5, poNo: '000005', status, supplierId: 2, supplierName: 'Acme', requiredDate: '2099-01-01', netTotal: 400, agentName: 'Nimali' }, poItems: [line] });

/** PO actions that cannot be undone, the page that offers them, the call they make and what the dialog says. */
const ACTIONS = [
  { page: 'view', status: 'submitted', button: 'Cancel PO', path: '/po/cancel', says: /Acme is no longer expected to deliver it/ },
  { page: 'view', status: 'draft', button: 'Discard', path: '/po/discard', says: /deleted; this cannot be undone/ },
  { page: 'edit', status: 'draft', button: 'Discard', path: '/po/discard', says: /deleted; this cannot be undone/ },
  { page: 'edit', status: 'draft', button: 'Submit PO', path: '/po/submit', says: /goes to the supplier for .*400\.00/ },
  { page: 'edit', status: 'draft', button: 'Remove Panadol 500mg', path: '/po/remove-line-item', says: /leaves the draft PO/ },
] as const;

describe('purchase orders ask in the in-app dialog, never the browser confirm()', () => {
  it('cancel, discard, submit and remove line say what will happen and send only on the go-ahead', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...ACTIONS), fc.boolean(), async (a, goAhead) => {
      forbidBrowserConfirm();
      signInAs('procurement_officer', abilitiesFor('procurement_officer'));
      const view = a.page === 'view';
      const { calls, unmount } = renderPage(view ? <PoViewPage /> : <PoEditorPage />, {
        path: `/app/purchases-grn/${view ? 'view' : 'edit'}/5`, route: `/app/purchases-grn/${view ? 'view' : 'edit'}/:poId`,
        api: (c) => (c.url === '/po/fetch/5' ? ok(poOf(a.status)) : c.url === '/grn/fetch-po-grns' ? ok({ items: [], count: 0 })
          : c.url === a.path ? ok(poOf(a.status)) : undefined),
      });
      fireEvent.click(await screen.findByRole('button', { name: a.button }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toMatch(a.says);
      fireEvent.click(goAhead ? within(dialog).getByTestId('confirm-yes') : within(dialog).getAllByRole('button')[0]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(calls.filter((c) => c.url === a.path)).toHaveLength(goAhead ? 1 : 0));
      unmount();
      vi.restoreAllMocks();
    }), { numRuns: 10 });
  });
});
