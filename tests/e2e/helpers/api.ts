/** A 1×1 PNG: the intake API wants a prescription image with each order. */
export const PRESCRIPTION_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** One /api/v1 call with an agent's access token; answers `data`, throws on a refusal (naming the call and its message). */
export async function apiCall<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body: object | undefined, token: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** A small client of /api/v1 with one agent's access token, for the checks a browser test makes beside the page. */
export function apiAs(baseUrl: string, token: string) {
  return {
    get: <T>(path: string) => apiCall<T>(baseUrl, 'GET', path, undefined, token),
    post: <T>(path: string, body: object) => apiCall<T>(baseUrl, 'POST', path, body, token),
  };
}
