import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ToastStack } from '../../src/console/notify/ToastStack';
import { clearToasts, getToasts, showToast } from '../../src/console/notify/notifier';
import { NavigationBridge } from '../../src/console/routing/NavigationBridge';
import { LoginPage } from '../../src/console/pages/LoginPage';
import { httpClient } from '../../src/console/data/httpClient';
import { fakeApi, fail, ok } from './fakeApi';

afterEach(() => clearToasts());
const texts = () => getToasts().map((t) => t.text);

describe('toasts belong to their moment', () => {
  it('a success clears the failures before it (a stale "The form is not valid" goes once the form saves)', () => {
    render(<ToastStack />);
    act(() => { showToast('The form is not valid. Please check for errors', 'error'); showToast('New chat message', 'info'); });
    act(() => { showToast('Supplier S000012 created', 'success'); });
    expect(texts()).toEqual(['New chat message', 'Supplier S000012 created']);
  });

  it('a page change clears failures of the page left, but a move to a public page keeps the reason for it', async () => {
    let go: (to: string) => void = () => undefined;
    const Nav = () => { go = useNavigate(); return null; };
    render(
      <MemoryRouter initialEntries={['/app/a']}>
        <NavigationBridge /><Nav />
        <Routes><Route path="*" element={null} /></Routes>
      </MemoryRouter>,
    );
    showToast('The form is not valid', 'error');
    act(() => go('/app/b'));
    expect(texts()).toEqual([]);
    act(() => { showToast('Your session has expired', 'error'); go('/login'); });
    expect(texts()).toEqual(['Your session has expired']);
  });

  it('"Wrong e-mail or password" does not survive the right password', async () => {
    let attempt = 0;
    const api = fakeApi(() => (++attempt === 1 ? fail(401, 'Wrong e-mail or password', 'UNAUTHENTICATED')
      : ok({ token: { access_token: 'a', refresh_token: 'r' }, user: { _id: 1 }, locations: [], roles: ['pharmacist'], multiSelection: false })));
    const adapter = httpClient.defaults.adapter;
    httpClient.defaults.adapter = api.adapter;
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes><Route path="/login" element={<LoginPage />} /><Route path="/confirm-location-and-role" element={<p>choose role</p>} /></Routes>
        <ToastStack />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'pharmacist@rxdesk.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong e-mail or password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'rxdesk-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('choose role')).toBeTruthy());
    expect(screen.queryByText('Wrong e-mail or password')).toBeNull();
    httpClient.defaults.adapter = adapter;
  });

  it('the same call succeeding clears its own failure (a successful retry)', async () => {
    let n = 0;
    const api = fakeApi(() => (++n === 1 ? { networkError: true } : ok({ items: [], count: 0 })));
    const adapter = httpClient.defaults.adapter;
    httpClient.defaults.adapter = api.adapter;
    await httpClient.get('/supplier/admin/fetch-all').catch(() => undefined);
    expect(texts()).toEqual(['Could not connect to server']);
    await httpClient.get('/supplier/admin/fetch-all');
    expect(texts()).toEqual([]);
    httpClient.defaults.adapter = adapter;
  });
});
