import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ROLES, roleLabel } from '@shared/roles';
import { resources } from '@resources/index';
import { workflows } from '../../src/console/workflows/registry';
import { buildMenu } from '../../src/console/layout/menuModel';
import { landingPath } from '../../src/console/layout/landingPath';
import { HomePage } from '../../src/console/layout/HomePage';
import { DrawerProfile } from '../../src/console/layout/DrawerProfile';
import { clearAuth } from '../../src/console/data/authState';
import { abilitiesFor, signInAs } from './signedIn';
import { renderInAdmin } from './renderInAdmin';

afterEach(() => clearAuth());

const renderHome = (role: string) => {
  signInAs(role, abilitiesFor(role));
  renderInAdmin(
    <Routes>
      <Route path="/app/" element={<HomePage />} />
      <Route path="/app/*" element={<p data-testid="landed">landed</p>} />
    </Routes>,
    { path: '/app/' },
  );
};

describe('a landing page per role, from permissions.yaml', () => {
  it('is the first page of the role\'s menu, for every role that has one', () => {
    for (const role of ROLES) {
      const menu = buildMenu(resources, workflows, abilitiesFor(role));
      expect(landingPath(resources, workflows, abilitiesFor(role)), role).toBe(menu[0]?.entries[0]?.path);
    }
    // A role holding only the supplier list lands on it.
    expect(landingPath(resources, workflows, { 'suppliers.view': null })).toBe('/purchases-grn/view-supplier-list');
    expect(landingPath(resources, workflows, {})).toBeUndefined();
  });

  it('sends a role straight to its work', async () => {
    renderHome('procurement_officer');
    expect(await screen.findByTestId('landed')).toBeTruthy();
  });

  it('gives a role without pages (a rider today) a small home naming its role, not "choose a module"', async () => {
    const rider = landingPath(resources, workflows, abilitiesFor('delivery_agent'));
    if (rider) {
      renderHome('delivery_agent');
      expect(await screen.findByTestId('landed')).toBeTruthy();
      return;
    }
    renderHome('delivery_agent');
    expect(await screen.findByTestId('home')).toBeTruthy();
    expect(screen.getByText(/Delivery Agent · Colombo 03/)).toBeTruthy();
    expect(screen.queryByText(/Choose a module from the menu/)).toBeNull();
  });
});

describe('role labels as the business writes them', () => {
  it('keeps acronyms in capitals', () => {
    expect(roleLabel('grn_officer')).toBe('GRN Officer');
    signInAs('grn_officer', abilitiesFor('grn_officer'));
    renderInAdmin(<DrawerProfile />);
    expect(screen.getByTestId('drawer-role').textContent).toBe('GRN Officer');
  });
});
