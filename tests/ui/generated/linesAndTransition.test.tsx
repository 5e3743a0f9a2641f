import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import stockTransfers from '../../fixtures/entity/resources/stockTransfers';
import { buildMenu } from '../../../src/console/layout/menuModel';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated } from '../generatedHarness';
import { abilitiesFor } from '../signedIn';

// The stock transfer fixture (docs/adding-an-entity.md "Lines and a transition") is only declared:
// these are its generated screens. Its schema lives under tests/fixtures, so the console learns it here.
import schema from '../../fixtures/entity/schemas/stockTransfer.schema.json';
import { schemaList, schemaOf } from '../../../src/console/generated/schemaFiles';
import { addFieldLabels } from '../../../src/console/i18n/fieldLabels';
import { resourceFieldLabels } from '../../../src/console/i18n/resourceMessages';
if (!schemaList.some((s) => s.$id === 'stockTransfer')) schemaList.push(schema as never);
addFieldLabels(resourceFieldLabels([stockTransfers], schemaOf));

const LOCATIONS = [{ id: 1, name: 'Colombo 03' }, { id: 2, name: 'Kandy Hillside Pharmacy' }];
const transfer = (patch: object = {}) => ({
  id: 4, displayId: 'ST00004', fromLocationId: 1, toLocationId: 2, status: 'draft', createdAt: '2026-11-25T08:00:00Z', updatedAt: '2026-11-25T08:00:00Z',
  lines: [{ productName: 'Paracetamol 500 mg', quantity: 400, unitCost: 1.1, lineTotal: 440 }, { productName: 'ORS', quantity: 2, unitCost: 12.35, lineTotal: 24.7 }],
  ...patch,
});
const serve = (more: (c: Call) => Reply | undefined, record = transfer()) => (c: Call): Reply | undefined => {
  if (c.url === '/pharmacy/admin/get-pharmacies-list') return ok({ items: LOCATIONS, count: 2 });
  if (c.url === '/test-entity/stock-transfer') return ok(record);
  if (c.url === '/audit/records') return ok({ items: [], count: 0 });
  return more(c);
};

describe('a generated transition and the lines on the show page', () => {
  it('hides Approve from a role without the ability, and the menu follows the declarations', async () => {
    renderGenerated(stockTransfers, '/app/test-entity/stock-transfer/4', serve(() => undefined), 'finance');
    expect(await screen.findByText('Paracetamol 500 mg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const entries = (role: string) => buildMenu([stockTransfers], [], abilitiesFor(role)).flatMap((g) => g.entries.map((e) => e.label));
    expect(entries('super_admin')).toEqual(['Stock transfers', 'New stock transfer']);
    expect(entries('delivery_agent')).toEqual([]);
  });
});

const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const cell = (row: number, label: string) => within(screen.getAllByTestId('line-row')[row]).getByLabelText(label) as HTMLInputElement;
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const openCreate = (more: (c: Call) => Reply | undefined = () => undefined) => renderGenerated(stockTransfers, '/app/test-entity/create-stock-transfer', serve(more));
const addLine = async (product: string, quantity: string, unitCost: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
  const row = (await screen.findAllByTestId('line-row')).length - 1;
  fill(cell(row, 'Product'), product);
  fill(cell(row, 'Quantity'), quantity);
  fill(cell(row, 'Unit cost'), unitCost);
};

describe('a generated lines table on the create form', () => {
  it('works out each line total and the document total as typed', async () => {
    openCreate();
    await screen.findByRole('button', { name: 'Add line' });
    await addLine('Paracetamol 500 mg', '400', '1.10');
    await addLine('ORS', '2', '12.35');
    await waitFor(() => expect(screen.getAllByTestId('line-lineTotal').map((c) => c.textContent)).toEqual(['440.00', '24.70']));
    expect(screen.getByTestId('lines-total').textContent).toBe('464.70');
    fill(cell(1, 'Quantity'), '3');
    await waitFor(() => expect(screen.getByTestId('lines-total').textContent).toBe('477.05'));
  });

  it.each(['0', '-1', '1.5'])('refuses a quantity of %s with a message under the cell, and sends nothing', async (typed) => {
    const api = openCreate();
    await choose('From', 'Colombo 03');
    await choose('To', 'Kandy Hillside Pharmacy');
    await addLine('Paracetamol 500 mg', typed, '1.10');
    const message = typed === '1.5' ? 'Quantity must be a whole number' : 'Quantity must be 1 or more';
    const row = screen.getAllByTestId('line-row')[0];
    expect(await within(row).findByText(message)).toBeTruthy();
    expect(cell(0, 'Quantity').value).toBe(typed);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getAllByTestId('line-row')[0]).findByText(message)).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/test-entity/stock-transfer/save')).toBe(false);
  });

  it('removes a line without leaving the form or sending it', async () => {
    const api = openCreate();
    await screen.findByRole('button', { name: 'Add line' });
    await addLine('Paracetamol 500 mg', '400', '1.10');
    await addLine('ORS', '2', '12.35');
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    expect(cell(0, 'Product').value).toBe('ORS');
    expect(screen.getByTestId('lines-total').textContent).toBe('24.70');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/test-entity/stock-transfer/save')).toBe(false);
  });

  it("puts the server's refusal of a line on that line's cell", async () => {
    openCreate((c) => (c.url === '/test-entity/stock-transfer/save'
      ? fail(400, 'Line 2: quantity is more than is on hand', 'VALIDATION_ERROR', [{ field: 'lines.1.quantity', message: 'Quantity 2 is more than the 1 on hand' }]) : undefined));
    await choose('From', 'Colombo 03');
    await choose('To', 'Kandy Hillside Pharmacy');
    await addLine('Paracetamol 500 mg', '400', '1.10');
    await addLine('ORS', '2', '12.35');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = () => screen.getAllByTestId('line-row')[1];
    expect(await within(second()).findByText('Quantity 2 is more than the 1 on hand')).toBeTruthy();
    expect(within(screen.getAllByTestId('line-row')[0]).queryByText(/on hand/)).toBeNull();
  });
});

describe('a generated transition on the edit and show pages', () => {
  it('disables Approve on the edit form while a line is refused or unsaved, saying why', async () => {
    renderGenerated(stockTransfers, '/app/test-entity/stock-transfer/4/edit', serve(() => undefined));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(2));
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false);
    fill(cell(0, 'Quantity'), '0');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true));
    const reason = () => document.getElementById(screen.getByRole('button', { name: 'Approve' }).getAttribute('aria-describedby')!)?.textContent;
    expect(reason()).toBe('Fix the form first: Line 1: Quantity must be 1 or more');
    fill(cell(0, 'Quantity'), '401');
    await waitFor(() => expect(reason()).toBe('Save the changes first'));
  });

  it('shows the lines, their totals and the document total on the show page', async () => {
    renderGenerated(stockTransfers, '/app/test-entity/stock-transfer/4', serve(() => undefined));
    expect(await screen.findByText('Paracetamol 500 mg')).toBeTruthy();
    expect(screen.getByText('ORS')).toBeTruthy();
    expect(screen.getByTestId('lines-total').textContent).toBe('464.70');
  });

  it('approves only after the in-app confirmation, then shows the new status', async () => {
    let record = transfer();
    const api = renderGenerated(stockTransfers, '/app/test-entity/stock-transfer/4', (c) => {
      if (c.url === '/test-entity/stock-transfer') return ok(record);
      if (c.url === '/test-entity/stock-transfer/approve') { record = transfer({ status: 'approved' }); return ok(record); }
      return serve(() => undefined)(c);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve transfer ST00004? Its lines can no longer change.')).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/test-entity/stock-transfer/approve')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.url === '/test-entity/stock-transfer/approve')?.body).toEqual({ status: 'approved', id: 4 });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true));
    expect(await screen.findByText('Approved')).toBeTruthy();
  });
});
