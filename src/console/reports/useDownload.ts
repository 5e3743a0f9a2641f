import { useCallback, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { showToast } from '../notify/notifier';
import { useHttp } from '../data/apiContext';
import { fetchDownload, saveBlob, type DownloadProgress } from './download';

export interface DownloadState { format: 'csv' | 'xlsx'; progress: DownloadProgress }

/** One download at a time: start, progress, cancel; the finished file is saved, a failure toasted. */
export function useDownload(path: string) {
  const translate = useTranslate();
  const http = useHttp();
  const [state, setState] = useState<DownloadState | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(async (format: 'csv' | 'xlsx', params: Record<string, string | number | boolean>) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ format, progress: { bytes: 0, rows: 0 } });
    try {
      const { blob, filename } = await fetchDownload(path, { ...params, format }, {
        http, signal: controller.signal, onProgress: (progress) => setState({ format, progress }),
      });
      saveBlob(blob, filename);
      showToast(translate('rx.reports.downloaded', { name: filename }), 'success');
    } catch (e) {
      if (controller.signal.aborted) showToast(translate('rx.reports.cancelled'), 'info');
      else showToast(translate('rx.reports.failed', { message: (e as Error).message }), 'error');
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setState(null);
      }
    }
  }, [http, path, translate]);

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { state, start, cancel };
}
