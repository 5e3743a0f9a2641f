import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import users from '../../../resources/users';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated } from '../generatedHarness';
import { agent, LOCATIONS } from './fixtures';

// The users' screens are generated from resources/users.ts and schemas/agent.schema.json: the
// rider fields are a conditional field (x-when), status changes and the password reset are actions.
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label })); // once the filters have loaded (ListToolbar)
  fireEvent.click(await screen.findByRole('option', { name: option }));
  const open = screen.queryByRole('listbox'); // a multiple select stays open
  if (open) fireEvent.keyDown(open, { key: 'Escape' });
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const serve = (more: (c: Call) => Reply | undefined, record = agent()) => (c: Call): Reply | undefined => {
  if (c.url === '/pharmacy/admin/get-pharmacies-list') return ok({ items: LOCATIONS, count: 2 });
  if (c.url === '/agent/auth/get-agent-details') return ok(record);
  if (c.url === '/audit/records') return ok({ items: [], count: 0 });
  return more(c);
};

describe('users: generated create with conditional rider fields', () => {
  it('shows the rider fields only while the delivery agent role is chosen', async () => {
    renderGenerated(users, '/app/user-management/create-new-user', serve(() => undefined));
    await screen.findByLabelText('First name');
    expect(screen.queryByLabelText('Vehicle model')).toBeNull();
    await choose('Roles', 'Pharmacist');
    expect(screen.queryByLabelText('Vehicle number')).toBeNull();
    await choose('Roles', 'Delivery Agent');
    expect(await screen.findByLabelText('Vehicle model')).toBeTruthy();
    expect(screen.getByLabelText('Vehicle number')).toBeTruthy();
    await choose('Roles', 'Delivery Agent'); // chosen again: taken off
    await waitFor(() => expect(screen.queryByLabelText('Vehicle model')).toBeNull());
  });

  it('checks the form before sending (the rider fields required for a rider) and sends a rider with a vehicle', async () => {
    const api = renderGenerated(users, '/app/user-management/create-new-user', serve((c) => (c.url === '/agent/auth/register' ? ok(agent()) : undefined)));
    await screen.findByLabelText('First name');
    fill('E-mail', 'not-an-email');
    fill('Password', 'abcdefgh');
    fill('Mobile number', '12');
    await choose('Roles', 'Delivery Agent');
    save();
    for (const text of ['First name is required', 'Last name is required', 'Designation is required', 'E-mail must be a valid e-mail address',
      'Password must contain at least one letter and one digit', 'Mobile number must be a phone number (7 to 20 digits, may start with +)',
      'Locations is required', 'Vehicle model is required for a delivery agent', 'Vehicle number is required for a delivery agent']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(api.calls.some((c) => c.url === '/agent/auth/register')).toBe(false);

    fill('First name', 'Kasun');
    fill('Last name', 'Fernando');
    fill('E-mail', 'kasun@rxdesk.test');
    fill('Password', 'short1');
    fill('Designation', 'Rider');
    fill('Mobile number', '+94 77 100 2000');
    fill('Vehicle model', 'Honda Dio');
    fill('Vehicle number', 'WP BHK-4521');
    await choose('Locations', 'Kandy Hillside Pharmacy');
    save();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('Password', 'rider-2026');
    save();
    await waitFor(() => expect(api.calls.some((c) => c.url === '/agent/auth/register')).toBe(true));
    expect(api.calls.find((c) => c.url === '/agent/auth/register')?.body).toEqual({
      password: 'rider-2026', firstName: 'Kasun', lastName: 'Fernando', email: 'kasun@rxdesk.test', designation: 'Rider',
      mobileNumber: '+94 77 100 2000', roles: ['delivery_agent'], locations: [2], vehicleModel: 'Honda Dio', vehicleNumber: 'WP BHK-4521',
      agentType: 'internal', status: 'active',
    });
  });

  it("shows the server's refusal on the field it names, keeps the form and sends no rider fields for a pharmacist", async () => {
    const api = renderGenerated(users, '/app/user-management/create-new-user', serve((c) => (c.url === '/agent/auth/register'
      ? fail(409, 'An account with the e-mail nimali@rxdesk.test already exists', 'CONFLICT', [{ field: 'email', message: 'E-mail is already in use' }]) : undefined)));
    await screen.findByLabelText('First name');
    fill('First name', 'Nimali');
    fill('Last name', 'Perera');
    fill('E-mail', 'nimali@rxdesk.test');
    fill('Password', 'pharmacy-2026');
    fill('Designation', 'Pharmacist');
    await choose('Roles', 'Pharmacist');
    await choose('Locations', 'Colombo 03');
    save();
    expect(await screen.findByText('E-mail is already in use')).toBeTruthy();
    const body = api.calls.find((c) => c.url === '/agent/auth/register')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('vehicleModel');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Nimali');
    expect(screen.queryByLabelText('Vehicle model')).toBeNull();
  });
});

describe('users: generated edit', () => {
  it('drops the rider fields when the delivery agent role is taken off, asks no password, and saves without them', async () => {
    const api = renderGenerated(users, '/app/user-management/edit-user/7', serve((c) => (c.url === '/agent/auth/update'
      ? ok(agent({ roles: ['customer_support'], vehicleModel: null, vehicleNumber: null })) : undefined)));
    expect(await screen.findByDisplayValue('WP BHK-4521')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Roles' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Delivery Agent' }));
    fireEvent.click(screen.getByRole('option', { name: 'Customer Support' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('Vehicle number')).toBeNull());
    save();
    await waitFor(() => expect(api.calls.some((c) => c.url === '/agent/auth/update')).toBe(true));
    const body = api.calls.find((c) => c.url === '/agent/auth/update')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 7, firstName: 'Kasun', lastName: 'Fernando', email: 'kasun@rxdesk.test', roles: ['customer_support'], locations: [1] });
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['vehicleModel']));
    expect(body).not.toHaveProperty('vehicleNumber');
    expect(body).not.toHaveProperty('password');
  });
});

describe('users: declared actions on the show page', () => {
  const openShow = (update: (body: Record<string, unknown>) => Reply, current = agent()) => {
    let record = current;
    const route = (c: Call): Reply | undefined => {
      if (c.url === '/agent/auth/get-agent-details') return ok(record);
      if (c.url === '/agent/auth/update') {
        const reply = update(c.body as Record<string, unknown>);
        if ((reply.status ?? 200) < 400) record = { ...record, ...(c.body as object) };
        return reply;
      }
      return serve(() => undefined)(c);
    };
    return renderGenerated(users, '/app/user-management/user/7', route);
  };

  it('deactivates only after an in-app confirmation, shows the refusal in it, and says why Reactivate is disabled', async () => {
    let refuse = true;
    const api = openShow(() => (refuse
      ? fail(409, 'This is the last active super admin: make another user super admin first', 'CONFLICT')
      : ok(agent({ status: 'inactive' }))));
    const reactivate = await screen.findByRole('button', { name: 'Reactivate' });
    expect((reactivate as HTMLButtonElement).disabled).toBe(true);
    expect(reactivate.getAttribute('aria-describedby') && document.getElementById(reactivate.getAttribute('aria-describedby')!)?.textContent)
      .toBe('Only when status is Active'.replace('Active', 'Inactive') + ' (now Active)');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Deactivate Kasun Fernando\? They are signed out everywhere/)).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/agent/auth/update')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('This is the last active super admin: make another user super admin first')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled).toBe(true));
    expect(api.calls.filter((c) => c.url === '/agent/auth/update').map((c) => c.body)).toEqual([{ id: 7, status: 'inactive' }, { id: 7, status: 'inactive' }]);
  });

  it('resets the password in a dialog form: typed twice, checked by the rules, the confirmation never sent', async () => {
    const api = openShow(() => ok(agent()));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('New password', 'password');
    type('Confirm new password', 'password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText(/^New password must contain at least one letter and one digit/)).toBeTruthy();
    type('New password', 'moonlight-77');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Confirm new password does not match new password')).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/agent/auth/update')).toBe(false);
    type('Confirm new password', 'moonlight-77');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.url === '/agent/auth/update')?.body).toEqual({ id: 7, password: 'moonlight-77' });
  });

  it('hides every action from a role without the ability', async () => {
    // Finance holds no users.manage: the user's page itself is refused (ResourceGate), so none of its
    // actions is offered either, and the user is never asked for.
    const api = renderGenerated(users, '/app/user-management/user/7', serve(() => undefined), 'finance');
    expect(await screen.findByTestId('not-permitted')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.startsWith('/agent'))).toEqual([]);
    expect(screen.queryByText('HNAD000007')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });
});

describe('users: generated list', () => {
  it('asks the server for each page, filters by role and location with pickers, and opens a user', async () => {
    const api = renderGenerated(users, '/app/user-management/users-list', serve((c) => {
      if (c.url !== '/agent/auth/get-agents-list') return undefined;
      const skip = Number(c.params.skip);
      return ok({ items: Array.from({ length: skip ? 5 : 25 }, (_, i) => agent({ id: skip + i + 1, displayId: `HNAD${String(skip + i + 1).padStart(6, '0')}` })), count: 30 });
    }));
    expect(await screen.findByText('HNAD000025')).toBeTruthy();
    expect(screen.getAllByText('Delivery Agent').length).toBeGreaterThan(0);
    await choose('Role', 'Finance');
    await waitFor(() => expect(api.calls.filter((c) => c.url === '/agent/auth/get-agents-list').at(-1)?.params).toMatchObject({ role: 'finance', skip: 0, limit: 25 }));
    await choose('Location', 'Kandy Hillside Pharmacy');
    await waitFor(() => expect(api.calls.filter((c) => c.url === '/agent/auth/get-agents-list').at(-1)?.params).toMatchObject({ role: 'finance', locationId: 2 }));
  });
});
