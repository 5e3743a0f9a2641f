import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/console/data/httpClient';
import { getAuth, isSignedIn } from '../../src/console/data/authState';
import { ApiError } from '../../src/console/data/apiError';
import { fakeApi, fail, ok, type Call } from './fakeApi';
import { abilitiesFor, signInAs } from './signedIn';

const refreshReply = ok({ token: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 } });

describe('httpClient session handling (spec 7)', () => {
  it('on 401 runs ONE refresh while other calls wait, then retries them all with the new token', async () => {
    signInAs('chief_pharmacist', abilitiesFor('chief_pharmacist'));
    const api = fakeApi((c: Call) => {
      if (c.url === '/agent/auth/refresh-token') return { ...refreshReply, delayMs: 20 };
      return c.auth === 'Bearer access-2' ? ok({ url: c.url }) : fail(401, 'Token expired', 'TOKEN_EXPIRED');
    });
    const onSessionLost = vi.fn();
    const http = createHttpClient({ baseURL: '/api/v1', adapter: api.adapter, onSessionLost, onError: () => undefined });

    const replies = await Promise.all(['/a', '/b', '/c'].map((u) => http.get(u)));

    expect(replies.map((r) => r.data.data.url)).toEqual(['/a', '/b', '/c']);
    const refreshes = api.calls.filter((c) => c.url === '/agent/auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ userId: 7, grantType: 'refresh_token', refreshToken: 'refresh-1' });
    expect(getAuth().token).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('calls started during a refresh wait for it and go out with the new token', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    const api = fakeApi((c) => {
      if (c.url === '/agent/auth/refresh-token') return { ...refreshReply, delayMs: 30 };
      return c.auth === 'Bearer access-2' ? ok('fine') : fail(401, 'Token expired', 'TOKEN_EXPIRED');
    });
    const http = createHttpClient({ adapter: api.adapter, onSessionLost: vi.fn(), onError: () => undefined });
    const first = http.get('/first');
    await new Promise((r) => setTimeout(r, 10));
    const late = http.get('/late');
    await Promise.all([first, late]);
    expect(api.calls.filter((c) => c.url === '/late').map((c) => c.auth)).toEqual(['Bearer access-2']);
  });

  it('when the refresh fails: the session is cleared and the user goes to /login', async () => {
    signInAs('finance', abilitiesFor('finance'));
    const api = fakeApi((c) => (c.url === '/agent/auth/refresh-token' ? fail(401, 'Refresh token revoked', 'UNAUTHENTICATED') : fail(401, 'Token expired', 'TOKEN_EXPIRED')));
    const go = vi.fn();
    const { setNavigator } = await import('../../src/console/routing/navigation');
    setNavigator(go);
    const errors: string[] = [];
    const http = createHttpClient({ adapter: api.adapter, onError: (t) => errors.push(t) });

    await expect(http.get('/orders')).rejects.toBeInstanceOf(ApiError);
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('rxdesk.auth')).toBeNull();
    expect(go).toHaveBeenCalledWith('/login');
    expect(errors).toEqual(['Refresh token revoked']);
  });
});

describe('error text (spec 7, 8)', () => {
  const textOf = async (reply: Parameters<typeof fakeApi>[0]) => {
    const errors: string[] = [];
    const http = createHttpClient({ adapter: fakeApi(reply).adapter, onError: (t) => errors.push(t), onSessionLost: vi.fn() });
    const e = (await http.get('/x').catch((err: unknown) => err)) as ApiError;
    expect(errors).toEqual([e.message]); // toasted once, through the one notifier
    return e.message;
  };

  it("is the server's message, else its error code, else 'Could not connect to server'", async () => {
    expect(await textOf(() => fail(409, 'Supplier name already exists', 'CONFLICT'))).toBe('Supplier name already exists');
    expect(await textOf(() => fail(429, undefined, 'TOO_MANY_REQUESTS'))).toBe('TOO_MANY_REQUESTS');
    expect(await textOf(() => ({ networkError: true }))).toBe('Could not connect to server');
  });

  it('a silent call is not toasted', async () => {
    const onError = vi.fn();
    const http = createHttpClient({ adapter: fakeApi(() => fail(404, 'Not found', 'NOT_FOUND')).adapter, onError });
    await expect(http.get('/x', { silent: true })).rejects.toThrow('Not found');
    expect(onError).not.toHaveBeenCalled();
  });
});
