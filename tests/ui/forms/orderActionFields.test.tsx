import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { OrderActionDialog } from '../../../src/console/orders/detail/OrderActionDialog';
import { abilitiesFor, signInAs } from '../signedIn';
import { renderPage } from '../workflows/harness';

const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('order action fields (one form mechanism)', () => {
  it('keeps a 600-character cancellation reason whole and refuses it with the limit and a counter', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    const { calls } = renderPage(<OrderActionDialog action="cancel" orderId={42} displayId="HN000042" onClose={() => undefined} onDone={() => undefined} />, { path: '/app/', api: () => undefined });
    const reason = await screen.findByLabelText(/Reason/);
    fireEvent.change(reason, { target: { value: 'r'.repeat(600) } });
    expect((reason as HTMLInputElement).value).toHaveLength(600);
    expect(messageOf(reason)).toContain('Reason must be at most 500 characters');
    expect(messageOf(reason)).toContain('600 / 500');
    const submit = screen.getByRole('button', { name: 'Cancel the order' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(calls.some((c) => c.url === '/orders/admin/cancel-order')).toBe(false);
  });
});
