import type { AxiosInstance } from 'axios';
import { API_URL } from '../data/httpClient';
import { getAuth } from '../data/authState';
import { failureText } from '@shared/envelope';

export interface DownloadProgress { bytes: number; rows: number }

/**
 * Fetches a report download with the bearer token (a plain link could not carry it) and reads
 * the stream chunk by chunk so the page can show bytes and rows received; `signal` cancels.
 * An expired token is refreshed once through the console's http client, then the call is retried.
 */
export async function fetchDownload(path: string, params: Record<string, string | number | boolean>, opts: {
  http: AxiosInstance; signal: AbortSignal; onProgress: (p: DownloadProgress) => void;
}): Promise<{ blob: Blob; filename: string }> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const url = `${API_URL}${path}?${qs}`;
  const send = () => fetch(url, { headers: { Authorization: `Bearer ${getAuth().token?.accessToken ?? ''}` }, signal: opts.signal });
  let res = await send();
  if (res.status === 401) {
    // Any authenticated call through the http client refreshes the session when it can.
    await opts.http.get('/agent/auth/permissions', { silent: true });
    res = await send();
  }
  if (!res.ok || !res.body) {
    const body = await res.json().catch(() => undefined);
    throw new Error(failureText(body));
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let newlines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) newlines++;
    // CSV: one line per row after the header (quoted line breaks are rare in reports; this is progress, not a count).
    opts.onProgress({ bytes, rows: Math.max(0, newlines - 1) });
  }
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'report';
  return { blob: new Blob(chunks as BlobPart[], { type }), filename };
}

/** Hands a finished download to the browser as a file. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
