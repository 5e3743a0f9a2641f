import type { AxiosInstance } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuth, getAuth, setAuth, subscribeAuth } from '../../../src/console/data/authState';
import { refreshAbilities } from '../../../src/console/data/session';

/** A server that answers /agent/auth/permissions with these abilities. */
const serverWith = (abilities: Record<string, unknown>) =>
  ({ get: async () => ({ data: { data: { abilities } } }) }) as unknown as AxiosInstance;

afterEach(() => clearAuth());

describe('the periodic ability refresh', () => {
  it('leaves the session (and every page reading it) alone when the abilities did not change', async () => {
    setAuth({ role: 'customer_support', abilities: { 'chats.all': null, 'chats.my': null } });
    const before = getAuth();
    let notified = 0;
    const off = subscribeAuth(() => { notified++; });
    await refreshAbilities(serverWith({ 'chats.all': null, 'chats.my': null }));
    off();
    expect(notified).toBe(0);
    expect(getAuth()).toBe(before);
  });

  it('writes changed abilities and tells the pages', async () => {
    setAuth({ role: 'customer_support', abilities: { 'chats.all': null, 'chats.my': null } });
    let notified = 0;
    const off = subscribeAuth(() => { notified++; });
    const abilities = await refreshAbilities(serverWith({ 'chats.my': null }));
    off();
    expect(abilities).toEqual({ 'chats.my': null });
    expect(notified).toBe(1);
    expect(getAuth().abilities).toEqual({ 'chats.my': null });
  });
});
