import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfirmLocationRolePage } from '../../src/console/pages/ConfirmLocationRolePage';
import { httpClient } from '../../src/console/data/httpClient';
import { clearAuth, getAuth, hasChosenRole, setAuth } from '../../src/console/data/authState';
import { fakeApi, ok } from './fakeApi';

describe('/confirm-location-and-role', () => {
  it('preselects the only location and role and stores the chosen role, location and abilities', async () => {
    clearAuth();
    setAuth({
      token: { accessToken: 'no-role', refreshToken: 'r1' }, user: { _id: 3, first_name: 'Kasun' },
      locations: [{ id: 4, name: 'Kandy' }], roles: ['chief_pharmacist'], multiSelection: false,
    });
    const api = fakeApi(() => ok({
      token: { access_token: 'with-role', refresh_token: 'r2' },
      user: { _id: 3, agent_role: 'chief_pharmacist', agent_location: 4, agent_location_name: 'Kandy' },
      abilities: { 'chats.my': null },
    }));
    httpClient.defaults.adapter = api.adapter;
    render(
      <MemoryRouter initialEntries={['/confirm-location-and-role']}>
        <Routes>
          <Route path="/confirm-location-and-role" element={<ConfirmLocationRolePage />} />
          <Route path="/app/*" element={<p>console</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Chief Pharmacist');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByText('console')).toBeTruthy());
    expect(api.calls[0]).toMatchObject({ url: '/agent/auth/set-login-location-and-role', body: { location: 4, role: 'chief_pharmacist' }, auth: 'Bearer no-role' });
    expect(hasChosenRole()).toBe(true);
    expect(getAuth()).toMatchObject({ role: 'chief_pharmacist', location: { id: 4, name: 'Kandy' }, token: { accessToken: 'with-role', refreshToken: 'r2' } });
    expect(JSON.parse(localStorage.getItem('rxdesk.auth')!).abilities).toEqual({ 'chats.my': null });
  });
});
