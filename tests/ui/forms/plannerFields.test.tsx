import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import PlannerOrdersPage from '../../../src/console/workflows/logistics/PlannerOrdersPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const prepared = { id: 101, order_id: 'HN000101', status: 10, customer: 'Customer', delivery_address: '12 Galle Road', delivery_city: 'Colombo',
  delivery_date: '2026-11-25', delivery_slot: 'Morning', amount_due: 24.5, dispatch_run: null, rider_name: null };

describe('logistics planner fields (one form mechanism)', () => {
  it('says why the bucket button is off: no orders, no rider, then an emptied run date (under the box too)', async () => {
    signInAs('logistic_planner', abilitiesFor('logistic_planner'));
    const { calls } = renderPage(<PlannerOrdersPage />, {
      path: '/app/logistics-planner/assign-dispatch', route: '/app/logistics-planner/:orderType',
      api: (c) => (c.url === '/orders/admin/get-prepared-orders' ? ok({ items: [prepared], count: 1 }) : c.url === '/agent/auth/get-delivery-agents' ? ok([{ id: 31, name: 'Ruwan Fernando' }]) : undefined),
    });
    await screen.findByTestId('planner-order-101');
    const button = () => screen.getByRole('button', { name: /in dispatch bucket/ }) as HTMLButtonElement;
    expect(messageOf(button())).toBe('Select the orders to put in the bucket');
    fireEvent.click(screen.getByLabelText('Select HN000101'));
    expect(messageOf(button())).toBe('Choose a rider');
    fireEvent.mouseDown(screen.getByLabelText('Rider'));
    fireEvent.click(await screen.findByRole('option', { name: 'Ruwan Fernando' }));
    expect(button().disabled).toBe(false);
    const date = screen.getByLabelText('Run date');
    fireEvent.change(date, { target: { value: '' } });
    expect(button().disabled).toBe(true);
    expect(messageOf(button())).toBe('Run date is required');
    expect(messageOf(date)).toContain('Run date is required');
    fireEvent.change(date, { target: { value: '2099-01-01' } });
    expect(button().disabled).toBe(false);
    // The vehicle number is the dispatch run's field: longer than the run keeps is named, never cut.
    const vehicle = screen.getByLabelText('Vehicle number') as HTMLInputElement;
    fireEvent.change(vehicle, { target: { value: 'V'.repeat(41) } });
    expect(vehicle.value).toHaveLength(41);
    expect(messageOf(vehicle)).toContain('Vehicle number must be at most 40 characters');
    expect(messageOf(button())).toBe('Vehicle number must be at most 40 characters');
    expect(button().disabled).toBe(true);
    expect(calls.some((c) => c.url === '/orders/admin/set-dispatch-bucket')).toBe(false);
  });
});
