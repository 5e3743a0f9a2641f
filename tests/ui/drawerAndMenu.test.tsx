import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RxDrawer } from '../../src/console/layout/RxDrawer';
import { buildMenu } from '../../src/console/layout/menuModel';
import { resources } from '@resources/index';
import { abilitiesFor, signInAs } from './signedIn';
import { renderInAdmin } from './renderInAdmin';

const drawer = () => renderInAdmin(<RxDrawer mobileOpen={false} onClose={() => undefined} />);

describe('the side drawer (spec 1, 2)', () => {
  it("shows the user's name, designation, location and the role label", async () => {
    signInAs('chief_pharmacist', abilitiesFor('chief_pharmacist'));
    drawer();
    const profile = await screen.findByTestId('drawer-profile');
    expect(within(profile).getByText('Nimali Perera')).toBeTruthy();
    expect(within(profile).getByText('Colombo 03')).toBeTruthy();
    expect(within(profile).getByTestId('drawer-role').textContent).toBe('Chief Pharmacist');
  });

  it('hides menu entries the role lacks', async () => {
    signInAs('chief_pharmacist', abilitiesFor('chief_pharmacist'));
    drawer();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Non App Orders')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Referral modes' }).getAttribute('href')).toBe('/app/offline-order/referral-mode-list');
    expect(within(menu).queryByText('Suppliers')).toBeNull();
    expect(within(menu).queryByText('User Management')).toBeNull();
  });

  it('shows every module to the super admin, in the spec order', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    drawer();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Suppliers' }).getAttribute('href')).toBe('/app/purchases-grn/view-supplier-list');
    expect(within(menu).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/app/user-management/users-list');
    const groups = buildMenu(resources, [], abilitiesFor('super_admin')).map((g) => g.name);
    // Users, promo codes, dispatch runs (two views), settlements, the audit search and intake keys are declared
    // (resources/), so are Find Customers and Find Orders (with the quotations, invoices and credit notes lists):
    // the list (or its views) and, for roles that may create, its create entry.
    expect(groups).toEqual(['Find Customers', 'Find Orders', 'Logistic Planner', 'Purchases & GRN', 'Finance', 'Marketing Manager', 'User Management', 'Non App Orders']);
    const userEntries = buildMenu(resources, [], abilitiesFor('super_admin')).find((g) => g.name === 'User Management')!.entries;
    expect(userEntries.map((e) => [e.label, e.path])).toEqual([
      ['Users', '/user-management/users-list'], ['Create New User', '/user-management/create-new-user'],
      ['Audit Trail', '/audit'], ['Customer API Keys', '/intake-keys'],
    ]);
  });

  it('gives the delivery agent no resource entries', () => {
    expect(buildMenu(resources, [], abilitiesFor('delivery_agent'))).toEqual([]);
  });
});
