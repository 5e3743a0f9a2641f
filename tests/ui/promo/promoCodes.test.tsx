import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PromoCodesPage from '../../../src/console/workflows/promoCodes/PromoCodesPage';
import PromoRedemptionsPage from '../../../src/console/workflows/promoCodes/PromoRedemptionsPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const code = (promoId: number, patch: object = {}) => ({
  promoId, code: `CODE${promoId}`, description: null, discountType: 'percentage', discountValue: 10, maxDiscountAmount: null, minOrderAmount: 500,
  startsAt: '2026-03-01', endsAt: '2026-03-31', usageLimit: 100, perCustomerLimit: 1, status: 'active', redemptions: 3, activations: 5, ...patch,
});
const fill = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Promo codes page', () => {
  it('creates a code after checking the form like the server, and shows the server refusal in the dialog', async () => {
    signInAs('marketing', abilitiesFor('marketing'));
    let created = false;
    const { calls } = renderPage(<PromoCodesPage />, {
      path: '/app/marketing-manager/promo-codes',
      api: (c) => {
        if (c.url === '/promocode/all') return ok({ promoCodes: created ? [code(2, { code: 'SPRING10' }), code(1)] : [code(1)], total: created ? 2 : 1 });
        if (c.url === '/promocode/') {
          if ((c.body as { code: string }).code === 'CODE1') return fail(409, 'Promo code CODE1 already exists', 'CONFLICT');
          created = true;
          return ok(code(2, { code: 'SPRING10' }));
        }
        return undefined;
      },
    });
    expect(await screen.findAllByTestId('promo-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, 'Code', 'code1');
    fill(dialog, 'Discount (%)', '120');
    fill(dialog, 'Valid from', '2026-04-01');
    fill(dialog, 'Valid until', '2026-03-01');
    fill(dialog, 'Per-customer limit', '0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A percentage must be between 0 and 100')).toBeTruthy();
    expect(within(dialog).getByText('Valid until must not be before valid from')).toBeTruthy();
    expect(within(dialog).getByText('Per-customer limit must be a whole number of 1 or more')).toBeTruthy();
    expect(calls.some((c) => c.url === '/promocode/')).toBe(false);
    fill(dialog, 'Discount (%)', '10');
    fill(dialog, 'Valid until', '2026-04-30');
    fill(dialog, 'Per-customer limit', '2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Promo code CODE1 already exists')).toBeTruthy();
    fill(dialog, 'Code', 'spring10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getAllByTestId('promo-row')).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/promocode/').at(-1)?.body).toEqual({
      code: 'SPRING10', description: null, discountType: 'percentage', discountValue: 10, maxDiscountAmount: null, minOrderAmount: 0,
      startDate: '2026-04-01', endDate: '2026-04-30', usageLimit: null, perCustomerLimit: 2,
    });
  });

  it('deactivates only after confirming', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    let off = false;
    const { calls } = renderPage(<PromoCodesPage />, {
      path: '/app/marketing-manager/promo-codes',
      api: (c) => (c.url === '/promocode/all' ? ok({ promoCodes: [code(1, { status: off ? 'inactive' : 'active' })], total: 1 })
        : c.url === '/promocode/de-activate/' ? ((off = true), ok(code(1, { status: 'inactive' }))) : undefined),
    });
    const row = (await screen.findAllByTestId('promo-row'))[0];
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate CODE1?')).toBeTruthy();
    expect(calls.some((c) => c.url === '/promocode/de-activate/')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(screen.getAllByTestId('promo-row')[0]).getByText('Inactive')).toBeTruthy());
    expect(calls.find((c) => c.url === '/promocode/de-activate/')?.body).toEqual({ promoId: 1 });
  });

  it('hides create and deactivate from a role that may only view, and finds by dates', async () => {
    signInAs('management', abilitiesFor('management'));
    const { calls } = renderPage(<PromoCodesPage />, { path: '/app/marketing-manager/promo-codes', api: (c) => (c.url.startsWith('/promocode/') ? ok({ promoCodes: [code(1)], total: 1 }) : undefined) });
    const row = (await screen.findAllByTestId('promo-row'))[0];
    expect(screen.queryByRole('button', { name: 'New promo code' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Valid on or after'), { target: { value: '2026-03-05' } });
    await waitFor(() => expect(calls.some((c) => c.url === '/promocode/find-promoCodes' && c.params.startDate === '2026-03-05')).toBe(true));
  });
});

describe('Promo redemptions page', () => {
  it('shows the orders that redeemed a code and the customers who activated it', async () => {
    signInAs('marketing', abilitiesFor('marketing'));
    renderPage(<PromoRedemptionsPage />, {
      path: '/app/promo-redemptions?promoId=1',
      api: (c) => {
        if (c.url === '/promocode/all') return ok({ promoCodes: [code(1)], total: 1 });
        if (c.url === '/promocode/admin/get-promocode-redeemed-ordes-list') {
          return ok({ promoId: 1, code: 'CODE1', total: 1, totalDiscount: 55.5, orders: [{ orderId: 7, orderDisplayId: 'HN000007', orderStatus: 3, customerId: 4, customerName: 'Nimal Perera', discountAmount: 55.5, redeemedAt: '2026-03-03T09:00:00Z' }] });
        }
        if (c.url === '/promocode/admin/get-promocode-activated-customer-list') {
          return ok({ promoId: 1, code: 'CODE1', total: 1, customers: [{ customerId: 4, customerDisplayId: 'HNCX000004', name: 'Kamala Silva', contactNumber: '+94771002001', email: null, activatedAt: '2026-03-02T10:00:00Z', redemptions: 0 }] });
        }
        return undefined;
      },
    });
    const order = (await screen.findAllByTestId('redeemed-row'))[0];
    expect(within(order).getByText('HN000007')).toBeTruthy();
    expect(within(order).getByText('Nimal Perera')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Activated customers' }));
    expect(within((await screen.findAllByTestId('activated-row'))[0]).getByText('Kamala Silva (HNCX000004)')).toBeTruthy();
  });
});
