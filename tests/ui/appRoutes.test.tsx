import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ConsoleRoot } from '../../src/console/ConsoleRoot';
import { httpClient } from '../../src/console/data/httpClient';
import { clearAuth, setAuth } from '../../src/console/data/authState';
import { clearToasts } from '../../src/console/notify/notifier';
import { fakeApi, ok, type Call } from './fakeApi';
import { abilitiesFor, signInAs } from './signedIn';

const supplier = { id: 12, displayId: 'S000012', name: 'Hemas Pharmaceuticals', address: 'Colombo', contactPerson: 'Ruwan', email: 'o@hemas.lk', contactNo: '0112345678' };
let calls: Call[] = [];

beforeEach(() => {
  const api = fakeApi((c) => {
    if (c.url === '/agent/auth/permissions') return ok({ abilities: abilitiesFor(c.auth === 'Bearer super' ? 'super_admin' : c.auth === 'Bearer rider' ? 'delivery_agent' : 'chief_pharmacist') });
    if (c.url === '/orders/admin/get-rider-dispatch-runs') return ok({ items: [] });
    if (c.url === '/supplier/admin/fetch') return ok(supplier);
    if (c.url === '/supplier/admin/fetch-all') return ok({ items: [supplier], count: 1 });
    return undefined;
  });
  calls = api.calls;
  httpClient.defaults.adapter = api.adapter; // tests only: the product's client talks to a fake server
});
afterEach(() => {
  clearAuth();
  clearToasts();
});

const open = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<ConsoleRoot />);
};

describe('routes and guards (spec 2)', () => {
  it('a deep link to /app/purchases-grn/supplier/12 opens supplier 12', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'), { accessToken: 'super' });
    open('/app/purchases-grn/supplier/12');
    expect(await screen.findByText('Hemas Pharmaceuticals')).toBeTruthy();
    expect(calls.find((c) => c.url === '/supplier/admin/fetch')?.params).toEqual({ supplierId: '12' });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/app/purchases-grn/supplier/12/edit');
  });

  it('the supplier list links rows to the spec paths', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'), { accessToken: 'super' });
    open('/app/purchases-grn/view-supplier-list');
    expect(await screen.findByText('S000012')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/app/purchases-grn/create-new-supplier');
  });

  it('/app/rider/* opens in the phone shell: the pending list, no react-admin menu, and the ability still guards it', async () => {
    signInAs('delivery_agent', abilitiesFor('delivery_agent'), { accessToken: 'rider' });
    open('/app/rider/pending-list');
    await waitFor(() => expect(calls.some((c) => c.url === '/orders/admin/get-rider-dispatch-runs')).toBe(true));
    expect(screen.getByText('Rider Toolkit')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByTestId('not-permitted')).toBeNull();
  });

  it('/app/rider/* refuses a role without the rider ability', async () => {
    signInAs('chief_pharmacist', abilitiesFor('chief_pharmacist'));
    open('/app/rider/pending-list');
    expect(await screen.findByTestId('not-permitted')).toBeTruthy();
    expect(calls.some((c) => c.url === '/orders/admin/get-rider-dispatch-runs')).toBe(false);
  });

  it('a role without the ability sees "Not permitted", not a crash', async () => {
    signInAs('chief_pharmacist', abilitiesFor('chief_pharmacist'));
    open('/app/user-management/users-list');
    expect(await screen.findByTestId('not-permitted')).toBeTruthy();
    // The gate decides before the screen mounts: the list never asks the server.
    expect(calls.filter((c) => c.url.startsWith('/user')).map((c) => c.url)).toEqual([]);
  });

  it('not signed in: /app/... goes to /login; signed in without a role: to the role choice', async () => {
    open('/app/purchases-grn/view-supplier-list');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });

  it('signed in without a role: /app/... goes to the role choice', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    setAuth({ role: undefined, abilities: undefined });
    open('/app/');
    expect(await screen.findByText('Choose location and role')).toBeTruthy();
    expect(window.location.pathname).toBe('/confirm-location-and-role');
  });

  it('unknown paths go to /404', async () => {
    open('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/404'));
  });
});
