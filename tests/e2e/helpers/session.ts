import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { AbilityMap } from '@shared/permissions/can';

interface WireToken { access_token: string; refresh_token: string; expires_in?: number }
interface Location { id: number | string; name: string }

/** What a role's sign-in yields: its access token and the session the console keeps in localStorage. */
export interface RoleSession { token: string; abilities: AbilityMap; auth: Record<string, unknown> }

async function post<T>(baseUrl: string, path: string, body: object, token = ''): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${json.message}`);
  return json.data;
}

/**
 * Signs a demo agent (`<role>@rxdesk.test`, README "demo sign-ins") in through the API and chooses
 * the role at the first location offered, as the sign-in page would; `auth` is the state the
 * console persists (src/console/data/authState.ts), so a browser can start signed in.
 */
export async function apiSignIn(baseUrl: string, role: string, email = `${role}@rxdesk.test`): Promise<RoleSession> {
  const login = await post<{ token: WireToken; user: Record<string, unknown>; locations: Location[]; roles: string[]; multiSelection: boolean }>(
    baseUrl, '/agent/auth/login', { email, password: 'rxdesk-demo' });
  const location = login.locations[0];
  const chosen = await post<{ token: WireToken; user: Record<string, unknown>; abilities: AbilityMap }>(
    baseUrl, '/agent/auth/set-login-location-and-role', { location: location.id, role }, login.token.access_token);
  const t = chosen.token;
  const auth = {
    token: { accessToken: t.access_token, refreshToken: t.refresh_token, expiresIn: t.expires_in },
    user: { ...login.user, ...chosen.user }, locations: login.locations, roles: login.roles, multiSelection: !!login.multiSelection,
    role, location: { id: location.id, name: (chosen.user?.agent_location_name as string | undefined) ?? location.name }, abilities: chosen.abilities ?? {},
  };
  return { token: t.access_token, abilities: chosen.abilities ?? {}, auth };
}

/** A fresh browser context already signed in as the role (no sign-in page round trip), cookie notice accepted. */
export async function roleContext(browser: Browser, baseUrl: string, role: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; session: RoleSession }> {
  const session = await apiSignIn(baseUrl, role);
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 }, ...options,
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: [
      { name: 'rxdesk.auth', value: JSON.stringify(session.auth) }, { name: 'rxdesk.cookieConsent', value: 'agreed' },
    ] }] },
  });
  return { context, session };
}
