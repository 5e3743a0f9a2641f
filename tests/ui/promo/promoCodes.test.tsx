import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import promoCodes from '../../../resources/promoCodes';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { filtersLoaded, renderGenerated } from '../generatedHarness';

// Promo codes are generated from resources/promoCodes.ts (list, create, show with related lists, deactivate).
const code = (promoId: number, patch: object = {}) => ({
  promoId, code: `CODE${promoId}`, description: null, discountType: 'percentage', discountValue: 10, maxDiscountAmount: null, minOrderAmount: 500,
  startsAt: '2026-03-01', endsAt: '2026-03-31', usageLimit: 100, perCustomerLimit: 1, status: 'active', redemptions: 3, activations: 5, ...patch,
});
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const serve = (more: (c: Call) => Reply | undefined) => (c: Call): Reply | undefined => (c.url === '/audit/records' ? ok({ items: [], count: 0 }) : more(c));

describe('Promo codes: generated create', () => {
  it('checks the form like the server (between fields too), and shows the server refusal on the field', async () => {
    const api = renderGenerated(promoCodes, '/app/marketing-manager/create-promo-code', serve((c) => {
      if (c.url !== '/promocode/') return undefined;
      if ((c.body as { code: string }).code === 'CODE1') return fail(409, 'Promo code CODE1 already exists', 'CONFLICT', [{ field: 'code', message: 'Code CODE1 is already in use' }]);
      return ok(code(2, { code: 'SPRING10' }));
    }), 'marketing');
    await screen.findByLabelText('Code');
    fill('Code', 'CODE1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Discount type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Percentage' }));
    fill('Discount', '120');
    fill('Valid from', '2026-04-01');
    fill('Valid until', '2026-03-01');
    fill('Total limit', '5');
    fill('Per-customer limit', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A percentage must be between 0 and 100')).toBeTruthy();
    expect(screen.getByText('Valid until must not be before valid from')).toBeTruthy();
    expect(screen.getByText('Per-customer limit must be 1 or more')).toBeTruthy();
    fill('Per-customer limit', '6');
    expect(await screen.findByText('Per-customer limit must not exceed the total limit (5)')).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/promocode/')).toBe(false);
    fill('Discount', '10');
    fill('Valid until', '2026-04-30');
    fill('Per-customer limit', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code CODE1 is already in use')).toBeTruthy();
    fill('Code', 'SPRING10');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.url === '/promocode/')).toHaveLength(2));
    expect(api.calls.filter((c) => c.url === '/promocode/').at(-1)?.body).toEqual({
      code: 'SPRING10', discountType: 'percentage', discountValue: 10, minOrderAmount: 0,
      startDate: '2026-04-01', endDate: '2026-04-30', usageLimit: 5, perCustomerLimit: 2,
    });
  });
});

describe('Promo codes: generated list and show', () => {
  it('deactivates only after confirming in-app, from the row', async () => {
    let off = false;
    const api = renderGenerated(promoCodes, '/app/marketing-manager/promo-codes', serve((c) => (c.url === '/promocode/all' ? ok({ promoCodes: [code(1, { status: off ? 'inactive' : 'active' })], total: 1 })
      : c.url === '/promocode/de-activate/' ? ((off = true), ok(code(1, { status: 'inactive' }))) : undefined)), 'super_admin');
    expect(await screen.findByText('CODE1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate?')).toBeTruthy();
    expect(within(dialog).getByText(/Customers can no longer redeem CODE1/)).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/promocode/de-activate/')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByText('Inactive')).toBeTruthy());
    expect(api.calls.find((c) => c.url === '/promocode/de-activate/')?.body).toEqual({ promoId: 1 });
  });

  it('hides create and deactivate from a role that may only view, and finds by dates', async () => {
    const api = renderGenerated(promoCodes, '/app/marketing-manager/promo-codes', serve((c) => (c.url === '/promocode/all' ? ok({ promoCodes: [code(1)], total: 1 }) : undefined)), 'management');
    expect(await screen.findByText('CODE1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    // Typed into the real filter form, not the outline holding its place while its chunk loads.
    await filtersLoaded();
    fill('Valid on or after', '2026-03-05');
    await waitFor(() => expect(api.calls.some((c) => c.url === '/promocode/all' && c.params.startDate === '2026-03-05')).toBe(true));
  });

  it('shows the orders that redeemed a code and the customers who activated it', async () => {
    const api = renderGenerated(promoCodes, '/app/marketing-manager/promo-code/1', serve((c) => {
      if (c.url === '/promocode/admin/get-promocode') return ok(code(1));
      if (c.url === '/promocode/admin/get-promocode-redeemed-ordes-list') {
        return ok({ promoId: 1, code: 'CODE1', total: 1, totalDiscount: 55.5, orders: [{ orderId: 7, orderDisplayId: 'HN000007', orderStatus: 3, customerId: 4, customerName: 'Nimal Perera', discountAmount: 55.5, redeemedAt: '2026-03-03T09:00:00Z' }] });
      }
      if (c.url === '/promocode/admin/get-promocode-activated-customer-list') {
        return ok({ promoId: 1, code: 'CODE1', total: 1, customers: [{ customerId: 4, customerDisplayId: 'HNCX000004', name: 'Kamala Silva', contactNumber: '+94771002001', email: null, activatedAt: '2026-03-02T10:00:00Z', redemptions: 0 }] });
      }
      return undefined;
    }), 'marketing');
    const orders = await screen.findByRole('region', { name: 'Redeemed orders' });
    expect(await within(orders).findByText('HN000007')).toBeTruthy();
    expect(within(orders).getByText('Nimal Perera')).toBeTruthy();
    const customers = screen.getByRole('region', { name: 'Activated customers' });
    expect(await within(customers).findByText('Kamala Silva')).toBeTruthy();
    expect(within(customers).getByText('HNCX000004')).toBeTruthy();
    expect(api.calls.find((c) => c.url === '/promocode/admin/get-promocode-redeemed-ordes-list')?.params).toMatchObject({ promoId: 1, skip: 0, limit: 25 });
  });
});
