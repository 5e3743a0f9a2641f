import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../../src/console/pages/LoginPage';
import { httpClient } from '../../src/console/data/httpClient';
import { getAuth } from '../../src/console/data/authState';

const renderLogin = () =>
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/confirm-location-and-role" element={<p>choose role</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the sign-in page (spec 5: login needs email and password)', () => {
  it('asks for both fields and sends nothing while one is empty', async () => {
    const post = vi.spyOn(httpClient, 'post');
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'pharmacist@rxdesk.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByText('E-mail is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    post.mockRestore();
  });

  it('signs in with both and moves on to the location and role choice', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({
      data: { success: true, data: { token: { access_token: 'a', refresh_token: 'r' }, user: { _id: 1 }, locations: [{ id: 1, name: 'Kandy' }], roles: ['pharmacist'], multiSelection: false } },
    });
    renderLogin();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'pharmacist@rxdesk.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'rxdesk-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('choose role')).toBeTruthy());
    expect(post.mock.calls[0].slice(0, 2)).toEqual(['/agent/auth/login', { email: 'pharmacist@rxdesk.test', password: 'rxdesk-demo' }]);
    expect(getAuth().roles).toEqual(['pharmacist']);
    post.mockRestore();
  });

  it('says under each box when it is longer than any account\'s (200) and sends nothing', async () => {
    const post = vi.spyOn(httpClient, 'post');
    renderLogin();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: `${'a'.repeat(190)}@rxdesk.test` } });
    expect(screen.getByText('E-mail must be at most 200 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'p'.repeat(201) } });
    expect(screen.getByText('Password must be at most 200 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(post).not.toHaveBeenCalled();
    // Shortened to the bound, both pass: the box's value is what is sent, nothing cut.
    post.mockRejectedValue(new Error('wrong e-mail or password'));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: `${'a'.repeat(188)}@rxdesk.test` } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'p'.repeat(200) } });
    expect(screen.queryByText(/must be at most/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0].slice(0, 2)).toEqual(['/agent/auth/login', { email: `${'a'.repeat(188)}@rxdesk.test`, password: 'p'.repeat(200) }]);
    post.mockRestore();
  });
});
