import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import UsersListPage from '../../../src/console/workflows/userManagement/UsersListPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';
import { agent, LOCATIONS } from './fixtures';

describe('Users list page', () => {
  it('asks the server for each page, search and filter, and links rows to the edit page', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    const { calls } = renderPage(<UsersListPage />, {
      path: '/app/user-management/users-list',
      api: (c) => {
        if (c.url === '/pharmacy/admin/get-pharmacies-list') return ok({ items: LOCATIONS, count: 2 });
        if (c.url === '/agent/auth/get-agents-list') {
          const skip = Number(c.params.skip);
          return ok({ items: Array.from({ length: skip ? 5 : 25 }, (_, i) => agent({ id: skip + i + 1, displayId: `HNAD${String(skip + i + 1).padStart(6, '0')}` })), count: 30 });
        }
        return undefined;
      },
    });
    expect(await screen.findAllByTestId('user-row')).toHaveLength(25);
    const first = screen.getAllByTestId('user-row')[0];
    expect(within(first).getByText('Delivery Agent')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/app/user-management/edit-user/1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(5), { timeout: 5000 });
    expect(calls.filter((c) => c.url === '/agent/auth/get-agents-list').at(-1)?.params).toMatchObject({ skip: 25, limit: 25 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'kasun' } });
    await waitFor(() => expect(calls.filter((c) => c.url === '/agent/auth/get-agents-list').at(-1)?.params).toEqual({
      role: 'finance', searchTerm: 'kasun', skip: 0, limit: 25, sortBy: 'firstName', sortOrder: 'ASC',
    }), { timeout: 5000 });
  });
});
