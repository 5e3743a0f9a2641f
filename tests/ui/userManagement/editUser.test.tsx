import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import EditUserPage from '../../../src/console/workflows/userManagement/EditUserPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';
import { agent, LOCATIONS } from './fixtures';

const ROUTE = '/app/user-management/edit-user/:userId';
const open = (update: (body: Record<string, unknown>) => Reply, current = agent()) => {
  signInAs('super_admin', abilitiesFor('super_admin'));
  let record = current;
  return renderPage(<EditUserPage />, {
    path: '/app/user-management/edit-user/7', route: ROUTE,
    api: (c) => {
      if (c.url === '/pharmacy/admin/get-pharmacies-list') return ok({ items: LOCATIONS, count: 2 });
      if (c.url === '/agent/auth/get-agent-details') return ok(record);
      if (c.url === '/audit/records') return ok({ items: [], count: 0 });
      if (c.url === '/agent/auth/update') {
        const reply = update(c.body as Record<string, unknown>);
        if ((reply.status ?? 200) < 400) record = { ...record, ...(c.body as object) };
        return reply;
      }
      return undefined;
    },
  });
};

describe('Edit user page', () => {
  it('drops the rider fields when the delivery agent role is taken off, and saves without them', async () => {
    const { calls } = open(() => ok(agent({ roles: ['customer_support'], vehicleModel: null, vehicleNumber: null })));
    expect(await screen.findByDisplayValue('WP BHK-4521')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Roles' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Delivery Agent' }));
    fireEvent.click(screen.getByRole('option', { name: 'Customer Support' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('Vehicle number')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/agent/auth/update')).toBe(true));
    expect(calls.find((c) => c.url === '/agent/auth/update')?.body).toEqual({
      id: 7, firstName: 'Kasun', lastName: 'Fernando', email: 'kasun@rxdesk.test', designation: 'Rider', mobileNumber: '+94 77 100 2000',
      slmcId: null, roles: ['customer_support'], locations: [1],
    });
  });

  it('deactivates only after confirming, and shows the last-super-admin refusal', async () => {
    let refuse = true;
    const { calls } = open(() => (refuse
      ? fail(409, 'This is the last active super admin: make another user super admin first', 'CONFLICT')
      : ok(agent({ status: 'inactive' }))));
    fireEvent.click(await screen.findByRole('switch', { name: 'Active' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate Kasun Fernando?')).toBeTruthy();
    expect(calls.some((c) => c.url === '/agent/auth/update')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('This is the last active super admin: make another user super admin first')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect((screen.getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    refuse = false;
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(false), { timeout: 5000 });
    expect(calls.filter((c) => c.url === '/agent/auth/update').map((c) => c.body)).toEqual([{ id: 7, status: 'inactive' }, { id: 7, status: 'inactive' }]);
  });

  it('resets the password after it is typed twice and meets the rules', async () => {
    const { calls } = open(() => ok(agent()));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('New password', 'password');
    type('Confirm new password', 'password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Password must contain at least one letter and one digit')).toBeTruthy();
    type('New password', 'moonlight-77');
    expect(await within(dialog).findByText('The passwords do not match')).toBeTruthy();
    expect(calls.some((c) => c.url === '/agent/auth/update')).toBe(false);
    type('Confirm new password', 'moonlight-77');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(calls.find((c) => c.url === '/agent/auth/update')?.body).toEqual({ id: 7, password: 'moonlight-77' });
  });
});
