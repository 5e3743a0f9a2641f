import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import type { ReportDeclaration } from '../../../reports/defineReport';
import { ListStatus } from '../paging/ListStatus';
import { ReportFilters } from './ReportFilters';
import { ReportTable, type ReportSort } from './ReportTable';
import { DownloadButtons } from './DownloadButtons';
import { checkFilters, initialFilters, toParams, type FilterValues } from './filterValues';
import { useReportPage } from './useReportPage';
import { useAuthState } from '../data/useAuthState';
import { hasAbility } from '../data/access';
import { formatCount } from '../i18n/format';
import Alert from '@mui/material/Alert';

const PAGE_SIZES = [25, 50, 100];

/**
 * The one report page, generated from a declaration of reports/: filters from its filter schema,
 * a paged table sorted on the server, the totals row, and CSV/XLSX downloads of the same filters
 * and sort. The first search runs with the defaults (the last 30 days for a date range).
 */
export default function ReportPage({ report }: { report: ReportDeclaration }) {
  const { abilities } = useAuthState();
  // An open route (spec 2 registers a few for everyone) still shows no figures to a role without the report's ability.
  return hasAbility(abilities, report.ability) ? <ReportContent report={report} /> : <ReportNotPermitted report={report} />;
}

function ReportNotPermitted({ report }: { report: ReportDeclaration }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={report.title} />
      <Typography variant="h5" component="h1">{report.title}</Typography>
      <Typography variant="body2" color="text.secondary">{report.description}</Typography>
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="not-permitted">{translate('rx.reports.data_not_permitted')}</Alert>
    </Box>
  );
}

function ReportContent({ report }: { report: ReportDeclaration }) {
  const translate = useTranslate();
  const [values, setValues] = useState<FilterValues>(() => initialFilters(report));
  const [applied, setApplied] = useState<FilterValues>(values);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<ReportSort>(report.sort);
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0]);

  const filterParams = useMemo(() => ({ ...toParams(report, applied), sortBy: sort.field, sortOrder: sort.order }), [report, applied, sort]);
  const pageParams = useMemo(() => ({ ...filterParams, skip: page * limit, limit }), [filterParams, page, limit]);
  const state = useReportPage(report, pageParams);
  const errors = { ...state.fieldErrors, ...localErrors };

  const search = () => {
    const problems = checkFilters(report, values, translate);
    setLocalErrors(problems);
    if (Object.keys(problems).length) return;
    setApplied(values);
    setPage(0);
  };
  const reset = () => { const v = initialFilters(report); setValues(v); setApplied(v); setLocalErrors({}); setPage(0); setSort(report.sort); };
  // The rows render as a deferred update: the reply's state change renders the page at once with the
  // table as it was (ReportTable is memoised), then React draws the new rows in an interruptible
  // render that yields to the browser between slices, not in one long task.
  const data = useDeferredValue(state.data);
  const onSort = useCallback((s: ReportSort) => { setSort(s); setPage(0); }, []);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={report.title} />
      <Typography variant="h5" component="h1">{report.title}</Typography>
      <Typography variant="body2" color="text.secondary">{report.description}</Typography>
      <ReportFilters report={report} values={values} errors={errors} onChange={setValues} onSearch={search} onReset={reset} />
      <DownloadButtons path={report.path} params={filterParams} count={data && !data.countCapped ? data.count : null} disabled={!data || state.loading} />
      <ListStatus loading={state.loading} error={state.error} onRetry={state.retry} empty={data !== null && data.count === 0} emptyText={translate('rx.reports.empty')} />
      {data && data.count > 0 && (
        <>
          <ReportTable report={report} data={data} sort={sort} onSort={onSort} />
          {/* A capped count: pages go on while they come back full, and the range says "more than". */}
          <TablePagination component="div" count={data.countCapped ? -1 : data.count} page={page} rowsPerPage={limit} rowsPerPageOptions={PAGE_SIZES}
            {...(data.countCapped ? { labelDisplayedRows: ({ from, to }: { from: number; to: number }) => translate('rx.reports.range_capped', { from, to, count: formatCount(data.count) }) } : {})}
            slotProps={{ actions: { nextButton: { disabled: data.countCapped ? data.items.length < limit : (page + 1) * limit >= data.count } } }}
            onPageChange={(_, p) => setPage(p)} onRowsPerPageChange={(e) => { setLimit(Number(e.target.value)); setPage(0); }} />
          {data.countCapped && <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2 }}>{translate('rx.reports.count_capped', { count: formatCount(data.count) })}</Typography>}
        </>
      )}
    </Box>
  );
}
