import type { AxiosInstance } from 'axios';
import type { AbilityMap } from '@shared/permissions/can';
import { clearAuth, getAuth, setAuth, type PharmacyLocationChoice, type SignedInUser } from './authState';
import { httpClient } from './httpClient';
import { clearToasts } from '../notify/notifier';

interface WireToken { access_token: string; refresh_token: string; expires_in?: number }
const tokens = (t: WireToken) => ({ accessToken: t.access_token, refreshToken: t.refresh_token, expiresIn: t.expires_in });

interface LoginReply {
  token: WireToken;
  user: SignedInUser;
  locations: PharmacyLocationChoice[];
  roles: string[];
  multiSelection: boolean;
}

interface RoleReply { token: WireToken; user: SignedInUser; abilities: AbilityMap }

/** Sign-in, role choice and sign-out: the session calls of spec 7, used by public pages and the authProvider. */
export async function signIn(email: string, password: string, http: AxiosInstance = httpClient): Promise<void> {
  const reply = await http.post<{ data: LoginReply }>('/agent/auth/login', { email, password }, { skipAuthRefresh: true, anonymous: true });
  const d = reply.data.data;
  clearAuth();
  setAuth({
    token: tokens(d.token), user: d.user, locations: d.locations ?? [], roles: d.roles ?? [],
    multiSelection: !!d.multiSelection,
  });
}

export async function chooseLocationAndRole(location: PharmacyLocationChoice, role: string, http: AxiosInstance = httpClient): Promise<void> {
  const reply = await http.post<{ data: RoleReply }>('/agent/auth/set-login-location-and-role', { location: location.id, role });
  const d = reply.data.data;
  const name = d.user?.agent_location_name ?? location.name;
  setAuth({
    token: tokens(d.token), user: { ...getAuth().user, ...d.user }, role, location: { id: location.id, name }, abilities: d.abilities ?? {},
  });
}

/** Asks the server for the role's abilities again (permissions.yaml may have changed). */
export async function refreshAbilities(http: AxiosInstance = httpClient): Promise<AbilityMap> {
  const reply = await http.get<{ data: { abilities: AbilityMap } }>('/agent/auth/permissions', { silent: true });
  const abilities = reply.data.data.abilities ?? {};
  // Most answers repeat what the session holds: writing them anyway would re-render every page
  // and guard that reads the session (a long task on a phone), for nothing.
  if (JSON.stringify(abilities) !== JSON.stringify(getAuth().abilities ?? null)) setAuth({ abilities });
  return abilities;
}

/** Revokes the refresh token on the server (best effort) and forgets the session. */
export async function signOut(http: AxiosInstance = httpClient): Promise<void> {
  const refreshToken = getAuth().token?.refreshToken;
  try {
    if (refreshToken) await http.post('/agent/auth/logout', { refreshToken }, { silent: true, skipAuthRefresh: true });
  } catch {
    // Already revoked or server away: the local session goes anyway.
  } finally {
    clearAuth();
    clearToasts();
  }
}
