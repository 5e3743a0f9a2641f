import { useCallback, useEffect, useState } from 'react';
import type { ReportDeclaration } from '../../../reports/defineReport';
import { toApiError } from '../data/apiError';
import { useCall } from '../data/apiContext';
import type { ReportPageData } from './ReportTable';

type Params = Record<string, string | number | boolean>;

/**
 * The JSON page of a report for the applied filters, sort and page. A 400 comes back as field
 * errors by filter name (the server's `querystring.<filter>`), other failures as one message.
 */
export function useReportPage(report: ReportDeclaration, params: Params | null) {
  const call = useCall();
  const [data, setData] = useState<ReportPageData | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!params) return;
    let live = true;
    setLoading(true);
    setError(null);
    call<ReportPageData>('GET', report.path, params, { silent: true })
      .then((d) => { if (live) { setData(d); setFieldErrors({}); } })
      .catch((e) => {
        if (!live) return;
        const failure = toApiError(e);
        const byField = Object.fromEntries(failure.fieldDetails.map((d) => [d.field.replace(/^querystring\./, ''), d.message]));
        setFieldErrors(byField);
        setError(failure.message);
        setData(null);
      })
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [call, report.path, params, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, fieldErrors, retry };
}
