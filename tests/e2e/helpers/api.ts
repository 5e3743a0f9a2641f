/** A small client of /api/v1 with one agent's access token, for the checks a browser test makes beside the page. */
export function apiAs(baseUrl: string, token: string) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as { data: T; message?: string };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
    return json.data;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: object) => call<T>('POST', path, body),
  };
}
