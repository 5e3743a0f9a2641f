import http from 'node:http';

/** A timed answer: status, the parsed body (null when not JSON or not parsed) and the time to its last byte. */
export interface Timed<R> { status: number; json: R | null; ms: number }

/** What a request sends besides method and path: a raw body (multipart) instead of JSON; `parse: false` reads but does not parse the answer. */
export interface RequestExtras { raw?: { payload: Buffer; type: string }; parse?: boolean }

interface SignInReply { message?: string; data?: { token?: { access_token: string }; locations?: Array<{ id: number }> } }

/**
 * The benchmark scripts' client of one server's /api/v1: keep-alive requests timed from the first
 * byte sent to the last received, and the demo sign-in (password rxdesk-demo, first location).
 * `parse: false` matters under load: the load generator runs on the same machine as the server.
 */
export function apiClient<R extends { message?: string }>(base: URL, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  function request(method: string, path: string, token?: string, body?: unknown, extras: RequestExtras = {}): Promise<Timed<R>> {
    const payload = extras.raw?.payload ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
    const type = extras.raw?.type ?? 'application/json';
    const started = process.hrtime.bigint();
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: base.hostname, port: base.port || 80, method, path: `/api/v1${path}`, agent,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': type, 'content-length': payload.length } : {}) },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => { if (extras.parse !== false) chunks.push(c); });
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          let json: R | null = null;
          if (extras.parse !== false) try { json = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch { /* not JSON */ }
          resolve({ status: res.statusCode ?? 0, json, ms });
        });
      });
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  /** Signs in as the demo agent of `role` at its first location; answers the access token. */
  async function signIn(role: string): Promise<string> {
    const call = request as unknown as (m: string, p: string, t?: string, b?: unknown) => Promise<Timed<SignInReply>>;
    const login = await call('POST', '/agent/auth/login', undefined, { email: `${role}@rxdesk.test`, password: 'rxdesk-demo' });
    if (login.status !== 200) throw new Error(`sign-in as ${role} failed: ${login.status} ${login.json?.message}`);
    const d = login.json!.data!;
    const chosen = await call('POST', '/agent/auth/set-login-location-and-role', d.token!.access_token, { location: d.locations![0].id, role });
    if (chosen.status !== 200) throw new Error(`choosing ${role} failed: ${chosen.status} ${chosen.json?.message}`);
    return chosen.json!.data!.token!.access_token;
  }

  return { request, signIn, close: () => agent.destroy() };
}
