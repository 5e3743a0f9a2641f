import { memo } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslate } from 'react-admin';
import type { ReportDeclaration } from '../../../reports/defineReport';
import { formatCell, isNumeric } from './format';
import { formatCount } from '../i18n/format';
import { ReportBodyTable } from './ReportBodyTable';

export interface ReportSort { field: string; order: 'ASC' | 'DESC' }
/** A page of a report; `countCapped`: more than `count` rows match (the server stopped counting). */
export interface ReportPageData { items: Array<Record<string, unknown>>; count: number; countCapped?: boolean; totals: Record<string, number> }

/** The page's rows under sortable headers, with the totals of the whole filtered set below. Memoised: see ReportPage. */
export const ReportTable = memo(function ReportTable({ report, data, sort, onSort }: {
  report: ReportDeclaration; data: ReportPageData; sort: ReportSort; onSort: (s: ReportSort) => void;
}) {
  const translate = useTranslate();
  const words = { yes: translate('rx.reports.yes'), no: translate('rx.reports.no') };
  const hasTotals = report.columns.some((c) => c.total);
  const align = (c: (typeof report.columns)[number]) => (isNumeric(c) ? 'right' : 'left');
  // A count total stopped with the row count says so: it is no more exact than the count.
  const countTotal = (n: number) => (data.countCapped ? translate('rx.reports.total_capped', { count: formatCount(n) }) : String(n));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table component={ReportBodyTable} size="small" aria-label={report.title} stickyHeader>
        <TableHead>
          <TableRow>
            {report.columns.map((c) => (
              <TableCell key={c.name} align={align(c)} sortDirection={sort.field === c.name ? (sort.order === 'ASC' ? 'asc' : 'desc') : false} sx={{ whiteSpace: 'nowrap' }}>
                {c.sortable === false ? c.label : (
                  <TableSortLabel active={sort.field === c.name} direction={sort.field === c.name && sort.order === 'ASC' ? 'asc' : 'desc'}
                    onClick={() => onSort({ field: c.name, order: sort.field === c.name && sort.order === 'DESC' ? 'ASC' : 'DESC' })}>
                    {c.label}
                  </TableSortLabel>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {/* Plain rows and cells, styled once by ./ReportBodyTable.tsx. */}
          {data.items.map((row) => (
            <tr key={String(row[report.key])} data-testid="report-row">
              {report.columns.map((c) => (
                <td key={c.name} className={isNumeric(c) ? 'rx-num' : undefined}>{formatCell(c, row[c.name], words)}</td>
              ))}
            </tr>
          ))}
        </TableBody>
        {hasTotals && (
          <TableFooter>
            <TableRow data-testid="report-totals">
              {report.columns.map((c, i) => (
                <TableCell key={c.name} align={align(c)} sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap' }}>
                  {c.total ? (c.total === 'count' ? countTotal(data.totals[c.name] ?? 0) : formatCell(c, data.totals[c.name] ?? 0, words)) : i === 0 ? translate('rx.reports.total') : ''}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
});
