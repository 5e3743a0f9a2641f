import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CreateUserPage from '../../../src/console/workflows/userManagement/CreateUserPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';
import { agent, LOCATIONS } from './fixtures';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
};
const api = (register: (body: Record<string, unknown>) => ReturnType<typeof ok>) => (c: { url: string; body: unknown }) =>
  c.url === '/pharmacy/admin/get-pharmacies-list' ? ok({ items: LOCATIONS, count: 2 })
    : c.url === '/agent/auth/register' ? register(c.body as Record<string, unknown>) : undefined;

describe('Create new user page', () => {
  it('shows the rider fields only while the delivery agent role is chosen', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    renderPage(<CreateUserPage />, { path: '/app/user-management/create-new-user', route: '/app/user-management/create-new-user', api: api(() => ok(agent())) });
    expect(screen.queryByLabelText('Vehicle model')).toBeNull();
    await choose('Roles', 'Pharmacist');
    expect(screen.queryByLabelText('Vehicle number')).toBeNull();
    await choose('Roles', 'Delivery Agent');
    expect(screen.getByLabelText('Vehicle model')).toBeTruthy();
    expect(screen.getByLabelText('Vehicle number')).toBeTruthy();
    await choose('Roles', 'Delivery Agent'); // chosen again: taken off
    await waitFor(() => expect(screen.queryByLabelText('Vehicle model')).toBeNull(), { timeout: 5000 });
  });

  it('checks the form before sending and sends a rider with a vehicle', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    const { calls } = renderPage(<CreateUserPage />, { path: '/app/user-management/create-new-user', route: '/app/user-management/create-new-user', api: api(() => ok(agent())) });
    fill('E-mail', 'not-an-email');
    fill('Password', 'abcdefgh');
    fill('Mobile number', '12');
    await choose('Roles', 'Delivery Agent');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of ['First name is required', 'Last name is required', 'Designation is required', 'Enter a valid e-mail address',
      'Password must contain at least one letter and one digit', 'Enter a valid mobile number (7 to 20 digits, may start with +)',
      'Choose at least one location', 'Vehicle model is required for a delivery agent', 'Vehicle number is required for a delivery agent']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(calls.some((c) => c.url === '/agent/auth/register')).toBe(false);

    fill('First name', 'Kasun');
    fill('Last name', 'Fernando');
    fill('E-mail', 'Kasun@RxDesk.test');
    fill('Password', 'short1');
    fill('Designation', 'Rider');
    fill('Mobile number', '+94 77 100 2000');
    fill('Vehicle model', 'Honda Dio');
    fill('Vehicle number', 'WP BHK-4521');
    await choose('Locations', 'Kandy Hillside Pharmacy');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('Password', 'rider-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeTruthy(), { timeout: 5000 });
    expect(calls.find((c) => c.url === '/agent/auth/register')?.body).toEqual({
      password: 'rider-2026', firstName: 'Kasun', lastName: 'Fernando', email: 'kasun@rxdesk.test', designation: 'Rider',
      mobileNumber: '+94 77 100 2000', slmcId: null, roles: ['delivery_agent'], locations: [2], vehicleModel: 'Honda Dio', vehicleNumber: 'WP BHK-4521',
    });
  });

  it("shows the server's refusal on the field it names and keeps the form", async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    const { calls } = renderPage(<CreateUserPage />, {
      path: '/app/user-management/create-new-user', route: '/app/user-management/create-new-user',
      api: api(() => fail(409, 'An account with the e-mail nimali@rxdesk.test already exists', 'CONFLICT', [{ field: 'email', message: 'is already in use' }])),
    });
    fill('First name', 'Nimali');
    fill('Last name', 'Perera');
    fill('E-mail', 'nimali@rxdesk.test');
    fill('Password', 'pharmacy-2026');
    fill('Designation', 'Pharmacist');
    await choose('Roles', 'Pharmacist');
    await choose('Locations', 'Colombo 03');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An account with the e-mail nimali@rxdesk.test already exists')).toBeTruthy();
    expect(screen.getByText('E-mail is already in use')).toBeTruthy();
    const body = calls.find((c) => c.url === '/agent/auth/register')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('vehicleModel');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Nimali');
    expect(within(screen.getByRole('form', { name: 'New user' })).queryByText('Vehicle model')).toBeNull();
  });
});
