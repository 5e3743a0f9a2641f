import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface Call { method: string; url: string; params: Record<string, unknown>; body: unknown; auth?: string; signal?: AbortSignal }
export interface Reply { status?: number; body?: unknown; networkError?: boolean; delayMs?: number }
type Route = (call: Call) => Reply | undefined;

/**
 * A fake server for axios (tests only): records every call and answers from `route`. A 4xx/5xx
 * reply rejects like axios does; `networkError` rejects with no response.
 */
export function fakeApi(route: Route) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      auth: headers.get('Authorization') as string | undefined,
      signal: config.signal as AbortSignal | undefined,
    };
    calls.push(call);
    const reply = route(call) ?? { status: 404, body: { success: false, message: `No fake for ${call.method} ${call.url}`, error: 'NOT_FOUND' } };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.networkError) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      data: reply.body, status: reply.status ?? 200, statusText: String(reply.status ?? 200), headers: {}, config,
    };
    if (response.status >= 400) throw new AxiosError(`Request failed with status code ${response.status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  return { adapter, calls };
}

export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, message: string | undefined, error: string | undefined, details?: unknown[]): Reply => ({
  status, body: { success: false, message, error, details },
});
