import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import GrnEntryPage from '../../../src/console/workflows/grn/GrnEntryPage';
import grns from '../../../resources/grns';
import { getToasts } from '../../../src/console/notify/notifier';
import { renderGenerated } from '../generatedHarness';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';
import { confirmInApp, forbidBrowserConfirm } from '../confirm/answer';

const future = `${String(new Date().getMonth() + 1).padStart(2, '0')}-${new Date().getFullYear() + 2}`;
const item = { id: 7, product_id: 3, product_name: 'Panadol 500mg', product_code: 'P000003', lowest_uom: 'Tablet', order_qty: 100, received_qty: 0, available_to_grn: 100, last_purchase_price: 4, retail_price: 10 };
const po = { po: { id: 5, poNo: '000005', status: 'submitted', supplierName: 'Acme' }, poItems: [item] };

function open(api: (c: Call) => Reply | undefined) {
  signInAs('grn_officer', abilitiesFor('grn_officer'));
  return renderPage(<GrnEntryPage />, { path: '/app/purchases-grn/grn/5', route: '/app/purchases-grn/grn/:poId', api });
}
const submitButton = () => screen.getByRole('button', { name: /Submit (partial|complete) GRN/ }) as HTMLButtonElement;
const change = (label: RegExp, value: string, index = 0) => fireEvent.change(screen.getAllByLabelText(label)[index], { target: { value } });

afterEach(() => vi.restoreAllMocks());

describe('GRN entry', () => {
  it('checks grn_qty against available_to_grn, the batch as MM-YYYY in the future (empty = missing) and prices ≥ 0', async () => {
    open((c) => (c.url === '/po/fetch/5' ? ok(po) : undefined));
    await screen.findByTestId('grn-line-l7');
    expect(submitButton().disabled).toBe(true);
    change(/GRN qty Panadol/, '101');
    expect(within(screen.getByTestId('grn-line-l7')).getByText('GRN qty Panadol 500mg must be 100 or less')).toBeTruthy();
    change(/GRN qty Panadol/, '60');
    expect(screen.getByText('Batch Panadol 500mg is required')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    change(/Batch Panadol/, '01-2020');
    expect(screen.getByText('Batch Panadol 500mg must be a month in the future, as MM-YYYY')).toBeTruthy();
    change(/Batch Panadol/, '2029-01');
    expect(screen.getByText('Batch Panadol 500mg must be a month in the future, as MM-YYYY')).toBeTruthy();
    change(/Batch Panadol/, future);
    expect(submitButton().disabled).toBe(false);
    change(/New PP Panadol/, '-1');
    expect(within(screen.getByTestId('grn-line-l7')).getByText('New PP Panadol 500mg must be 0 or more')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    change(/New PP Panadol/, '');
    expect(screen.getByTestId('new-net-total').textContent).toContain('240.00');
    expect(submitButton().textContent).toBe('Submit partial GRN');
  });

  it('clones a line to split across batches, totals with the new price, marks the line complete, resets the clone and submits once with a key', async () => {
    forbidBrowserConfirm();
    const { calls } = open((c) => (c.url === '/po/fetch/5' ? ok(po) : c.url === '/grn/submit' ? ok({ grn: { id: 9, grnNo: '000009' } }) : undefined));
    await screen.findByTestId('grn-line-l7');
    change(/GRN qty Panadol/, '60');
    change(/Batch Panadol/, future);
    fireEvent.click(screen.getByRole('button', { name: 'Clone' }));
    const rows = screen.getAllByTestId(/grn-line-/);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText('Split')).toBeTruthy();
    change(/GRN qty Panadol/, '50', 1);
    expect(screen.getAllByText('GRN qty of Panadol 500mg across its batches must be 100 or less').length).toBeGreaterThan(0); // 60 + 50 > 100 on the product
    change(/GRN qty Panadol/, '40', 1);
    change(/Batch Panadol/, `12-${new Date().getFullYear() + 3}`, 1);
    change(/New PP Panadol/, '5', 1);
    expect(screen.getAllByText('Line complete')).toHaveLength(2);
    expect(screen.getByTestId('new-net-total').textContent).toContain('440.00');
    expect(submitButton().textContent).toBe('Submit complete GRN');
    fireEvent.click(within(screen.getAllByTestId(/grn-line-/)[1]).getByRole('button', { name: 'Reset' }));
    expect(screen.getAllByTestId(/grn-line-/)).toHaveLength(1);
    expect(screen.getByTestId('new-net-total').textContent).toContain('240.00');
    fireEvent.click(submitButton());
    expect(await confirmInApp('Submit the GRN for PO 000005?')).toMatch(/partial GRN of .*240\.00: 1 line enter stock/);
    await waitFor(() => expect(calls.some((c) => c.url === '/grn/submit')).toBe(true));
    const body = calls.find((c) => c.url === '/grn/submit')!.body as { type: string; values: unknown[]; data: { submissionKey: string } };
    expect(body.type).toBe('partial');
    expect(body.values).toEqual([{ lineItemId: 7, productId: 3, grnQty: 60, batchName: future, newPp: null, newRp: null }]);
    expect(body.data.submissionKey).toMatch(/^grn-/);
  });

  it('a GRN cancel refused for stock opens the insufficient-quantity dialog with the product name, not a toast', async () => {
    forbidBrowserConfirm();
    // The GRN's show page and its Cancel GRN are declared (resources/grns.ts: the refusal's dialog too).
    const details = { grn: { id: 9, grnNo: '000009', poId: 5, poNo: '000005', supplierName: 'Acme', status: 'completed', netTotal: 240, agentName: 'G O', createdAt: new Date().toISOString(), lineCount: 1 }, lineItems: [] };
    renderGenerated(grns, '/app/purchases-grn/grn-details/9', (c) => (
      c.url === '/grn/fetch-grn-details' ? ok(details) : c.url === '/grn/cancel' ? fail(409, 'Error: Insufficient QTY__Panadol 500mg', 'CONFLICT')
        : c.url === '/audit/records' ? ok({ items: [], count: 0 }) : undefined), 'grn_officer');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel GRN' }));
    expect(await confirmInApp('Cancel GRN?')).toMatch(/leaves the batches again and PO 000005 expects it once more/);
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient quantity' });
    expect(dialog.textContent).toContain('part of Panadol 500mg received on it has already been sold or reserved');
    expect(getToasts().some((t) => /Insufficient/.test(t.text))).toBe(false);
  });
});
