import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import GrnEntryPage from '../../../src/console/workflows/grn/GrnEntryPage';
import grns from '../../../resources/grns';
import { renderGenerated } from '../generatedHarness';
import { getToasts } from '../../../src/console/notify/notifier';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';
import { confirmInApp, forbidBrowserConfirm } from '../confirm/answer';

const future = `${String(new Date().getMonth() + 1).padStart(2, '0')}-${new Date().getFullYear() + 2}`;
const item = (id: number, name: string) => ({ id, product_id: id, product_name: name, product_code: `P00000${id}`, lowest_uom: 'Tablet', order_qty: 100, received_qty: 0, available_to_grn: 100, last_purchase_price: 4, retail_price: 10 });
const po = { po: { id: 5, poNo: '000005', status: 'submitted', supplierName: 'Acme' }, poItems: [item(7, 'Panadol 500mg'), item(8, 'Brufen 400mg')] };
const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

function openEntry(api: (c: Call) => Reply | undefined) {
  signInAs('grn_officer', abilitiesFor('grn_officer'));
  return renderPage(<GrnEntryPage />, { path: '/app/purchases-grn/grn/5', route: '/app/purchases-grn/grn/:poId', api });
}
const inRow = (key: string, label: RegExp) => within(screen.getByTestId(`grn-line-${key}`)).getByLabelText(label) as HTMLInputElement;

describe('GRN entry fields (one form mechanism)', () => {
  it('refuses a new price of 1e12 at the box, as the route would (the poLine schema bound)', async () => {
    openEntry((c) => (c.url === '/po/fetch/5' ? ok(po) : undefined));
    await screen.findByTestId('grn-line-l8');
    fireEvent.change(inRow('l8', /GRN qty/), { target: { value: '10' } });
    fireEvent.change(inRow('l8', /^Batch/), { target: { value: future } });
    fireEvent.change(inRow('l8', /New PP/), { target: { value: '1e12' } });
    expect(messageOf(inRow('l8', /New PP/))).toMatch(/New PP .* must be 100000000 or less/);
    const submit = screen.getByRole('button', { name: /Submit partial GRN/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(inRow('l8', /New PP/).value).toBe('1e12');
  });

  it('puts the server\'s refusal of a new price under that line\'s box, not in a toast', async () => {
    forbidBrowserConfirm();
    openEntry((c) => {
      if (c.url === '/po/fetch/5') return ok(po);
      if (c.url === '/grn/submit') return fail(400, 'New pp must be 100000000 or less (and 0 more)', 'VALIDATION_FAILED', [{ field: 'values.1.newPp', message: 'New pp must be 100000000 or less' }]);
      return undefined;
    });
    await screen.findByTestId('grn-line-l8');
    for (const key of ['l7', 'l8']) {
      fireEvent.change(inRow(key, /GRN qty/), { target: { value: '10' } });
      fireEvent.change(inRow(key, /^Batch/), { target: { value: future } });
    }
    fireEvent.change(inRow('l8', /New PP/), { target: { value: '99999999' } });
    fireEvent.click(screen.getByRole('button', { name: /Submit partial GRN/ }));
    await confirmInApp();
    await waitFor(() => expect(messageOf(inRow('l8', /New PP/))).toContain('New pp must be 100000000 or less'));
    expect(inRow('l8', /New PP/).value).toBe('99999999');
    expect(messageOf(inRow('l7', /New PP/))).not.toContain('100000000');
    expect(getToasts().some((toast) => /100000000/.test(toast.text))).toBe(false);
  });

  it('refuses a new price of -1 and shows no negative line or net total', async () => {
    openEntry((c) => (c.url === '/po/fetch/5' ? ok(po) : undefined));
    await screen.findByTestId('grn-line-l7');
    fireEvent.change(inRow('l7', /GRN qty/), { target: { value: '10' } });
    fireEvent.change(inRow('l7', /^Batch/), { target: { value: future } });
    fireEvent.change(inRow('l7', /New PP/), { target: { value: '-1' } });
    expect(messageOf(inRow('l7', /New PP/))).toContain('New PP Panadol 500mg must be 0 or more');
    expect(within(screen.getByTestId('grn-line-l7')).getByTestId('new-line-total').textContent).not.toMatch(/[-−]\d/);
    expect(screen.getByTestId('new-net-total').textContent).not.toMatch(/[-−]\d/);
    const submit = screen.getByRole('button', { name: /Submit partial GRN/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(messageOf(submit)).toBe('New PP Panadol 500mg must be 0 or more');
  });
});

// The GRN's show page and its Partial return are declared (resources/grns.ts, schemas/grnReturn.schema.json).
describe('GRN partial return (one form mechanism)', () => {
  const details = (returnable: number) => ({
    grn: { id: 9, grnNo: '000009', poId: 5, poNo: '000005', supplierName: 'Acme', status: 'completed', netTotal: 280, agentName: 'Officer', createdAt: '2026-11-20T08:00:00Z', lineCount: 1 },
    lineItems: [{ id: 91, product_id: 7, product_code: 'P000007', product_name: 'Panadol 500mg', batch_name: '05-2031', expiry_date: '2031-05-31', grn_qty: 70, returned_qty: 0, net_qty: 70, purchase_price: 4, retail_price: 10, line_total: 280, returnable_qty: returnable }],
  });
  const openDetails = (api: (c: Call) => Reply | undefined) =>
    renderGenerated(grns, '/app/purchases-grn/grn-details/9', (c) => (c.url === '/audit/records' ? ok({ items: [], count: 0 }) : api(c)), 'grn_officer');

  it('offers 0 to what is on hand (5 of 70) and refuses 6 under the line', async () => {
    const { calls } = openDetails((c) => (c.url === '/grn/fetch-grn-details' ? ok(details(5)) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Partial return' }));
    const box = await screen.findByLabelText('Return Panadol 500mg (05-2031)');
    expect(messageOf(box)).toContain('0 to 5');
    fireEvent.change(box, { target: { value: '6' } });
    await waitFor(() => expect(messageOf(box)).toContain('Return Panadol 500mg (05-2031) must be 5 or less'));
    // Pressing Partial return with the refused 6 sends nothing; the message stays under the line.
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Partial return' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.some((c) => c.url === '/grn/partial-return')).toBe(false);
    expect(messageOf(box)).toContain('Return Panadol 500mg (05-2031) must be 5 or less');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a refused return on its line, never as "cannot be cancelled", and sends the reason', async () => {
    const { calls } = openDetails((c) => {
      if (c.url === '/grn/fetch-grn-details') return ok(details(70));
      if (c.url === '/grn/partial-return') return fail(400, 'Return quantity is above', 'VALIDATION_FAILED', [{ field: 'lines[0].quantity', message: 'Return quantity of Panadol 500mg (70) is above what batch 05-2031 has on hand and unreserved (5)' }]);
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Partial return' }));
    const box = await screen.findByLabelText('Return Panadol 500mg (05-2031)');
    fireEvent.change(box, { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Damaged in transit' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Partial return' }));
    await waitFor(() => expect(messageOf(box)).toContain('has on hand and unreserved (5)'));
    expect(document.body.textContent).not.toMatch(/cannot be cancelled/);
    expect(calls.find((c) => c.url === '/grn/partial-return')?.body).toEqual({ GRNId: 9, lines: [{ grnLineId: 91, quantity: 70 }], reason: 'Damaged in transit' });
  });

  it('sends only the lines given a quantity, and puts a refusal of the first line sent on the line it is shown as', async () => {
    const two = details(70);
    two.lineItems.push({ ...two.lineItems[0], id: 92, product_name: 'Brufen 400mg', batch_name: '06-2031', returnable_qty: 8 });
    const { calls } = openDetails((c) => {
      if (c.url === '/grn/fetch-grn-details') return ok(two);
      if (c.url === '/grn/partial-return') return fail(400, 'Refused', 'VALIDATION_FAILED', [{ field: 'lines[0].quantity', message: 'Return quantity of Brufen 400mg (8) is above what batch 06-2031 has on hand and unreserved (2)' }]);
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Partial return' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Partial return' });
    // Nothing to return yet: pressing says so, and sends nothing.
    fireEvent.click(send);
    await waitFor(() => expect(dialog.textContent).toContain('Enter return on at least one line'));
    expect(calls.some((c) => c.url === '/grn/partial-return')).toBe(false);
    const brufen = screen.getByLabelText('Return Brufen 400mg (06-2031)');
    expect(messageOf(brufen)).toContain('0 to 8');
    fireEvent.change(brufen, { target: { value: '8' } });
    await waitFor(() => expect(dialog.textContent).not.toContain('Enter return on at least one line'));
    fireEvent.click(send);
    await waitFor(() => expect(messageOf(brufen)).toContain('on hand and unreserved (2)'));
    expect(messageOf(screen.getByLabelText('Return Panadol 500mg (05-2031)'))).not.toContain('unreserved');
    expect(calls.find((c) => c.url === '/grn/partial-return')?.body).toEqual({ GRNId: 9, lines: [{ grnLineId: 92, quantity: 8 }] });
  });
});
