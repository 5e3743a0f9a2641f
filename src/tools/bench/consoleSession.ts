/** Signs a demo user in through the API and returns the session exactly as the console keeps it in localStorage (src/console/data/authState.ts, key rxdesk.auth). */
async function call<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.data;
}

export async function consoleSession(base: string, role: string, password: string) {
  type Login = { token: { access_token: string; refresh_token: string }; roles: string[]; locations: Array<{ id: number; name: string }>; multiSelection: boolean };
  const login = await call<Login>(base, '/agent/auth/login', { email: `${role}@rxdesk.test`, password });
  const location = login.locations[0];
  const chosen = await call<{ token: { access_token: string; refresh_token: string; expires_in?: number }; user: unknown; abilities: unknown }>(
    base, '/agent/auth/set-login-location-and-role', { location: location.id, role }, login.token.access_token);
  return {
    token: { accessToken: chosen.token.access_token, refreshToken: chosen.token.refresh_token, expiresIn: chosen.token.expires_in },
    user: chosen.user, locations: login.locations, roles: login.roles, multiSelection: login.multiSelection,
    role, location, abilities: chosen.abilities,
  };
}
