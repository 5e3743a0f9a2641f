import { afterEach, describe, expect, it } from 'vitest';
import { clearAuth, setAuth } from '../../../src/console/data/authState';
import { PERMISSIONS_QUERY_KEY, followPermissions, makeAdminQueryClient } from '../../../src/console/data/adminQueryClient';
import { authProvider } from '../../../src/console/data/authProvider';

afterEach(() => clearAuth());

describe("react-admin's query client", () => {
  it('starts with the permissions the session holds, fresh, as getPermissions would answer them', async () => {
    setAuth({ role: 'customer_support', abilities: { 'chats.all': null } });
    const client = makeAdminQueryClient();
    const state = client.getQueryState(PERMISSIONS_QUERY_KEY);
    expect(state?.status).toBe('success');
    expect(state?.data).toEqual(await authProvider.getPermissions!({}));
    // ra-core's usePermissions keeps its answer 5 minutes: a fresh entry is not fetched again on mount.
    expect(client.getQueryCache().find({ queryKey: PERMISSIONS_QUERY_KEY })?.isStaleByTime(5 * 60 * 1000)).toBe(false);
  });

  it('follows a change of abilities, and leaves the entry alone when the abilities stay the same', () => {
    const abilities = { 'chats.all': null };
    setAuth({ role: 'customer_support', abilities });
    const client = makeAdminQueryClient();
    const stop = followPermissions(client);
    const before = client.getQueryState(PERMISSIONS_QUERY_KEY)!.dataUpdateCount;
    setAuth({ token: { accessToken: 'a2', refreshToken: 'r2' } }); // a token refresh: same abilities
    expect(client.getQueryState(PERMISSIONS_QUERY_KEY)!.dataUpdateCount).toBe(before);
    setAuth({ abilities: { 'chats.my': null } });
    expect(client.getQueryData(PERMISSIONS_QUERY_KEY)).toEqual({ 'chats.my': null });
    stop();
    setAuth({ abilities: { 'orders.list': null } });
    expect(client.getQueryData(PERMISSIONS_QUERY_KEY)).toEqual({ 'chats.my': null });
  });
});
