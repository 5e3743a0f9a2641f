import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../src/console/data/apiError';
import { AdjustDialog } from '../../../src/console/workflows/inventory/AdjustDialog';
import RolPage from '../../../src/console/workflows/purchases/RolPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('inventory fields (one form mechanism)', () => {
  it('says why Adjust is off while the reason is empty, and refuses removing more than is available', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    const onSubmit = vi.fn(async () => null);
    renderPage(<AdjustDialog batch={{ batch_id: 3, batch_name: '05-2031', available_quantity: 5 }} busy={false} onClose={() => undefined} onSubmit={onSubmit} />, { path: '/app/', api: () => undefined });
    const adjust = await screen.findByRole('button', { name: 'Adjust' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Quantity (+/−)'), { target: { value: '-6' } });
    expect(messageOf(screen.getByLabelText('Quantity (+/−)'))).toContain('Quantity (+/−) must be -5 or more');
    fireEvent.change(screen.getByLabelText('Quantity (+/−)'), { target: { value: '-2' } });
    expect(adjust.disabled).toBe(true);
    expect(messageOf(adjust)).toBe('Reason is required');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Broken vials' } });
    expect(adjust.disabled).toBe(false);
    fireEvent.click(adjust);
    expect(onSubmit).toHaveBeenCalledWith(-2, 'Broken vials');
  });

  it('puts a server refusal of the adjustment under the box it names', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    const refusal = new ApiError('Reason must be at most 300 characters', 400, { success: false, error: 'VALIDATION_FAILED', message: 'Reason must be at most 300 characters',
      details: [{ field: 'formValues.reason', message: 'Reason must be at most 300 characters' }] });
    renderPage(<AdjustDialog batch={{ batch_id: 3, batch_name: '05-2031', available_quantity: 5 }} busy={false} onClose={() => undefined} onSubmit={async () => refusal} />, { path: '/app/', api: () => undefined });
    fireEvent.change(await screen.findByLabelText('Quantity (+/−)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Count correction' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText('Reason'))).toContain('Reason must be at most 300 characters'));
  });

  it('refuses an ROL order quantity of -5 naming the product, and Create says why it is off', async () => {
    signInAs('procurement_officer', abilitiesFor('procurement_officer'));
    const { calls } = renderPage(<RolPage />, {
      path: '/app/', api: (c) => (c.url === '/product/admin/get-rol-products-list'
        ? ok({ items: [{ id: 7, displayId: 'P000007', productName: 'Amoxil 250mg', supplierName: 'Hemas', availableQuantity: 2, reOrderLevel: 10, suggestedQuantity: 20, lowestUom: 'Capsule' }], count: 1 })
        : undefined),
    });
    fireEvent.click(await screen.findByLabelText('Select Amoxil 250mg'));
    const qty = screen.getByLabelText('Order qty Amoxil 250mg');
    fireEvent.change(qty, { target: { value: '-5' } });
    expect((qty as HTMLInputElement).value).toBe('-5');
    expect(messageOf(qty)).toContain('Order qty of Amoxil 250mg must be 1 or more');
    const create = screen.getByRole('button', { name: /Create draft POs/ }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(messageOf(create)).toBe('Order qty of Amoxil 250mg must be 1 or more');
    await waitFor(() => expect(calls.some((c) => c.url === '/po/create-from-rol')).toBe(false));
  });
});
