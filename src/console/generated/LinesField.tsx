import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RecordContextProvider, useRecordContext } from 'react-admin';
import type { PropertySchema } from '@shared/schemas/types';
import { labelOf } from '@shared/schemas/messages';
import { fieldFor } from './fieldFor';
import { lineValue, linesTotal } from './lineTotals';
import { lineItemSchema } from './lineItems';

/** A record's lines on its show page: the item schema's columns (references by their label), and the declared total. */
export function LinesField({ source, property }: { source: string; property: PropertySchema; label?: string }) {
  const record = useRecordContext();
  const item = lineItemSchema(property)!;
  const lines = (record?.[source] as Array<Record<string, unknown>> | undefined) ?? [];
  const columns = Object.entries(item.properties ?? {}).filter(([, p]) => p['x-list'] !== false);
  const total = property['x-total'] as { source: string; label: string } | undefined;
  return (
    <Table size="small" aria-label={labelOf(source, property)}>
      <TableHead><TableRow>{columns.map(([n, p]) => <TableCell key={n}>{labelOf(n, p)}</TableCell>)}</TableRow></TableHead>
      <TableBody>
        {lines.map((line, i) => (
          <RecordContextProvider key={i} value={{ id: i, ...line, ...Object.fromEntries(columns.map(([n]) => [n, lineValue(item, line, n)])) }}>
            <TableRow>{columns.map(([n, p]) => <TableCell key={n}>{fieldFor(n, p)}</TableCell>)}</TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
      {total && (
        <TableFooter>
          <TableRow>
            <TableCell colSpan={Math.max(columns.length - 1, 1)} align="right">{total.label}</TableCell>
            <TableCell data-testid={`${source}-total`}>{linesTotal(item, lines, total.source).toFixed(2)}</TableCell>
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}
