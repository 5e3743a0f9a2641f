import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { clearAuth, getAuth, setAuth } from './authState';
import { toApiError } from './apiError';
import { clearFailureOf, notifyError } from '../notify/notifier';
import { goTo } from '../routing/navigation';
import { takeOpeningPage } from './openingPage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast a failure: the caller shows it its own way (login form, insufficient-stock notice). */
    silent?: boolean;
    /** A session call (login, refresh): a 401 here is an answer, not an expired token. */
    skipAuthRefresh?: boolean;
    /** The access token the request was sent with. */
    sentToken?: string;
    retried?: boolean;
    /** Send no bearer token (login, refresh). */
    anonymous?: boolean;
  }
}

export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api/v1';

export interface HttpClientOptions {
  baseURL?: string;
  adapter?: AxiosAdapter;
  /** What to do when the session cannot be refreshed. Default: forget it and go to /login. */
  onSessionLost?: () => void;
  onError?: (text: string, key?: string) => void;
}

interface RefreshReply { data: { token: { access_token: string; refresh_token: string; expires_in?: number } } }

const loseSession = () => {
  clearAuth();
  goTo('/login');
};

/**
 * The one axios instance of the console: bearer token on every call; on a 401 it runs ONE
 * refresh while other calls wait, then retries them with the new token (spec 7, Session handling).
 */
export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL ?? API_URL, adapter: options.adapter });
  const onSessionLost = options.onSessionLost ?? loseSession;
  const onError = options.onError ?? notifyError;
  let refreshing: Promise<void> | null = null;

  const refresh = async (): Promise<void> => {
    const { user, token } = getAuth();
    const reply = await http.post<RefreshReply>(
      '/agent/auth/refresh-token',
      { userId: user?._id, grantType: 'refresh_token', refreshToken: token?.refreshToken },
      { skipAuthRefresh: true, silent: true, anonymous: true },
    );
    const t = reply.data.data.token;
    // Refresh tokens rotate: keep the newest one only.
    setAuth({ token: { accessToken: t.access_token, refreshToken: t.refresh_token, expiresIn: t.expires_in } });
  };

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (refreshing && !config.skipAuthRefresh) await refreshing.catch(() => undefined);
    const accessToken = getAuth().token?.accessToken;
    if (accessToken && !config.anonymous) config.headers.set('Authorization', `Bearer ${accessToken}`);
    config.sentToken = accessToken;
    return config;
  });

  // The call a failure toast is about: the same call succeeding later (a retry) clears that toast.
  const keyOf = (c: { method?: string; url?: string } | undefined) => `${(c?.method ?? 'get').toUpperCase()} ${c?.url ?? ''}`;
  http.interceptors.response.use((reply) => {
    clearFailureOf(keyOf(reply.config));
    return reply;
  }, async (error: AxiosError) => {
    // An aborted call (a newer search replaced it) is no failure: no toast, no refresh.
    if (axios.isCancel(error)) throw error;
    const config = error.config;
    const canRefresh = error.response?.status === 401 && config && !config.skipAuthRefresh && !config.retried;
    if (canRefresh && getAuth().token?.refreshToken) {
      config.retried = true;
      try {
        // A newer token already exists (another call refreshed meanwhile): just retry.
        if (config.sentToken === getAuth().token?.accessToken) {
          refreshing ??= refresh().finally(() => {
            refreshing = null;
          });
          await refreshing;
        }
      } catch (refreshError) {
        if (!config.silent) onError(toApiError(refreshError).message);
        onSessionLost();
        throw toApiError(error);
      }
      return http.request(config);
    }
    const failure = toApiError(error);
    if (!config?.silent) onError(failure.message, keyOf(config));
    if (failure.status === 401 && !config?.skipAuthRefresh) onSessionLost();
    throw failure;
  });

  return http;
}

export const httpClient = createHttpClient();

type Params = Record<string, unknown>;

/**
 * One call of the /api/v1 contract; answers the envelope's `data`. Throws ApiError. It lives with
 * the client, not in dataProvider.ts (which brings every resource config with it): the entry
 * script uses it too (routing/prefetchOpeningPage.ts).
 */
export async function callApi<T = unknown>(
  method: 'GET' | 'POST', path: string, paramsOrBody?: Params, opts: { silent?: boolean; http?: AxiosInstance; signal?: AbortSignal } = {},
): Promise<T> {
  // The list page the entry script asked for before React rendered, when this is that request.
  const opening = method === 'GET' ? takeOpeningPage(path, paramsOrBody) : undefined;
  if (opening) return opening as Promise<T>;
  const http = opts.http ?? httpClient;
  const reply = method === 'GET'
    ? await http.get(path, { params: cleanParams(paramsOrBody), silent: opts.silent, signal: opts.signal })
    : await http.post(path, paramsOrBody ?? {}, { silent: opts.silent, signal: opts.signal });
  return (reply.data as { data: T }).data;
}

/** Drops empty filter values; arrays travel comma-separated. */
function cleanParams(params: Params | undefined): Params | undefined {
  if (!params) return undefined;
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = Array.isArray(v) ? v.join(',') : v;
  }
  return out;
}
