import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PromoCodeField } from '../../../src/console/orders/detail/quotation/PromoCodeField';
import { fail, ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
const REDEEM = '/promocode/admin/redeem-from-promo-code';

function open(reply: (code: string) => ReturnType<typeof ok>) {
  let applied = 0;
  const utils = renderPage(<PromoCodeField orderId={7} onApplied={() => { applied++; }} />, {
    path: '/app/orders/7', api: (c) => (c.url === REDEEM ? reply((c.body as { promoCode: string }).promoCode) : undefined),
  });
  const box = () => screen.getByLabelText('Promo code') as HTMLInputElement;
  const apply = () => screen.getByRole('button', { name: 'Apply' });
  return { ...utils, box, apply, applied: () => applied, redeems: () => utils.calls.filter((c) => c.url === REDEEM) };
}

describe('Promo code box on the quotation (the promo code\'s own schema field)', () => {
  it('shows the code in capitals as it is sent; a code that cannot exist is named under the box and not sent', async () => {
    const { box, apply, redeems } = open(() => ok({ applied: null }));
    fireEvent.change(box(), { target: { value: 'new year!' } });
    expect(box().value).toBe('NEW YEAR!');
    expect(messageOf(box())).toBe('Promo code must be 3-30 letters, digits, - or _ (kept in capitals)');
    expect(apply().hasAttribute('disabled') || apply().getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.change(box(), { target: { value: 'x'.repeat(31) } });
    expect(messageOf(box())).toMatch(/^Promo code must be 3-30 letters/);
    fireEvent.click(apply());
    expect(redeems()).toHaveLength(0);
  });

  it("keeps the server's refusal under the box until the code changes, then applies a good code once", async () => {
    const { box, apply, redeems, applied } = open((code) => (code === 'NEWYEAR' ? ok({ applied: { promoCode: 'NEWYEAR', discountAmount: 10 } }) : fail(404, `Promo code ${code} does not exist`, 'NOT_FOUND')));
    fireEvent.change(box(), { target: { value: 'oldyear' } });
    fireEvent.click(apply());
    await waitFor(() => expect(messageOf(box())).toBe('Promo code OLDYEAR does not exist'));
    expect(box().value).toBe('OLDYEAR');
    fireEvent.click(apply());
    expect(redeems()).toHaveLength(1);
    fireEvent.change(box(), { target: { value: 'newyear' } });
    expect(messageOf(box())).not.toMatch(/does not exist/);
    fireEvent.click(apply());
    await waitFor(() => expect(applied()).toBe(1));
    expect(redeems().map((c) => c.body)).toEqual([{ orderId: 7, promoCode: 'OLDYEAR' }, { orderId: 7, promoCode: 'NEWYEAR' }]);
    expect(box().value).toBe('');
  });
});
