import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import PoEditorPage from '../../../src/console/workflows/purchases/PoEditorPage';
import { ok } from '../fakeApi';
import { abilitiesFor, signInAs } from '../signedIn';
import { renderPage } from '../workflows/harness';

/**
 * Issue 20 §3: the PO's required date follows the purchaseOrder schema's rule (x-date-range: today or
 * later) in the editor as on the server, and Submit waits for a date, saying why.
 */
afterEach(() => { vi.restoreAllMocks(); });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const draft = (requiredDate: string | null) => ({
  po: { id: 7, poNo: '000007', status: 'draft', supplierId: 3, supplierName: 'Acme', requiredDate, netTotal: 40, agentName: 'Nimali' },
  poItems: [{ id: 70, product_id: 1, product_name: 'Panadol', order_qty: 10, last_purchase_price: 4, retail_price: 10, est_line_total: 40, received_qty: 0 }],
});

function open(requiredDate: string | null) {
  signInAs('procurement_officer', abilitiesFor('procurement_officer'));
  return renderPage(<PoEditorPage />, {
    path: '/app/purchases-grn/edit/7', route: '/app/purchases-grn/edit/:poId',
    api: (c) => (c.url === '/po/fetch/7' ? ok(draft(requiredDate)) : c.url === '/supplier/admin/fetch-all' ? ok({ items: [{ id: 3, name: 'Acme' }], count: 1 }) : undefined),
  });
}

describe('PO editor: required date', () => {
  it('disables Submit while the PO has no required date, and says why', async () => {
    open(null);
    const submit = await screen.findByRole('button', { name: 'Submit PO' });
    await waitFor(() => expect(screen.getByText('Required date is required to submit')).toBeTruthy());
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Required date'), { target: { value: day(7) } });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  });

  it('refuses a date in the past with the server\'s words, and neither saves nor submits it', async () => {
    const { calls } = open(null);
    const date = await screen.findByLabelText('Required date');
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    expect(await screen.findAllByText('Required date must be today or later')).not.toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit PO' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(date, { target: { value: day(0) } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
