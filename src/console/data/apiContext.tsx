import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { callApi, httpClient } from './httpClient';

type Params = Record<string, unknown>;
export type Call = <T = unknown>(method: 'GET' | 'POST', path: string, params?: Params, opts?: { silent?: boolean; signal?: AbortSignal }) => Promise<T>;

const HttpContext = createContext<AxiosInstance>(httpClient);

/** Lets tests hand the workflow pages a fake http client; the app uses the console's one. */
export function HttpProvider({ http, children }: { http: AxiosInstance; children: ReactNode }) {
  return <HttpContext.Provider value={http}>{children}</HttpContext.Provider>;
}

export const useHttp = (): AxiosInstance => useContext(HttpContext);

/** `callApi` bound to the current http client: answers the envelope's data, throws ApiError. */
export function useCall(): Call {
  const http = useHttp();
  return useCallback<Call>((method, path, params, opts) => callApi(method, path, params, { http, silent: opts?.silent, signal: opts?.signal }), [http]);
}
