import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber } from '../i18n/format';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { PropertySchema } from '@shared/schemas/types';
import { labelOf } from '@shared/schemas/messages';
import { lineCellInput } from './lineCellInput';
import { lineValue, linesTotal } from './lineTotals';

/**
 * An array-of-objects property edited as a table (a purchase order's lines): one column per item
 * property (x-list: false hides one), an input per writable cell (a reference is a picker), a
 * computed cell (x-computed) worked out as typed, Add line / Remove, and the document total the
 * array declares (x-total). A refused cell shows its message under it; the whole form is checked
 * by the same schema as the server's.
 */
export function LineTableInput({ source, property, required }: { source: string; property: PropertySchema; required?: boolean }) {
  const item = property.items!;
  const columns = Object.entries(item.properties ?? {}).filter(([, p]) => p['x-list'] !== false);
  const { fields, append, remove } = useFieldArray({ name: source });
  const lines = (useWatch({ name: source }) as Array<Record<string, unknown>> | undefined) ?? [];
  const { errors } = useFormState({ name: source });
  const own = (errors as Record<string, { message?: string; root?: { message?: string } } | undefined>)[source];
  // react-admin may hand a message as { message, args } (its translatable form): show its words.
  const raw = (own?.message ?? own?.root?.message) as string | { message?: string } | undefined;
  const arrayError = typeof raw === 'object' ? raw?.message : raw;
  // A message about the lines as a whole ("Enter return on at least one line") is checked again
  // as any cell changes, so it goes as soon as it no longer holds (cells are checked on their own).
  const { trigger } = useFormContext();
  const cells = JSON.stringify(lines);
  useEffect(() => { if (arrayError) void trigger(source); }, [cells]);
  const label = labelOf(source, property);
  const total = property['x-total'] as { source: string; label: string } | undefined;
  // x-fixed-lines: the lines are given (an action's form over a record's lines): no Add line, no Remove.
  const fixed = property['x-fixed-lines'] === true;
  const blank = () => Object.fromEntries(Object.entries(item.properties ?? {}).filter(([, p]) => p.default !== undefined).map(([k, p]) => [k, p.default]));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }} aria-label={label}>
      <Typography component="legend" variant="subtitle1">{label}{required ? ' *' : ''}</Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              {columns.map(([name, p]) => <TableCell key={name}>{labelOf(name, p)}</TableCell>)}
              {!fixed && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, i) => (
              <TableRow key={field.id} data-testid="line-row">
                <TableCell>{i + 1}</TableCell>
                {columns.map(([name, p]) => (
                  <TableCell key={name} sx={{ verticalAlign: 'top', minWidth: p['x-reference'] ? 220 : 110 }}>
                    {p.readOnly
                      ? <Typography variant="body2" sx={{ pt: 1 }} data-testid={`line-${name}`}>{p.type === 'integer' ? String(lineValue(item, lines[i] ?? {}, name) ?? '—') : format(lineValue(item, lines[i] ?? {}, name))}</Typography>
                      : lineCellInput(source, i, name, p, property, lines[i], (item.required ?? []).includes(name))}
                  </TableCell>
                ))}
                {!fixed && (
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <IconButton type="button" aria-label={`Remove line ${i + 1}`} onClick={() => remove(i)}><DeleteIcon /></IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
          {total && (
            <TableFooter>
              <TableRow>
                <TableCell colSpan={columns.length} align="right">{total.label}</TableCell>
                <TableCell data-testid={`${source}-total`}>{format(linesTotal(item, lines, total.source))}</TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </Box>
      {arrayError && <FormHelperText error>{arrayError}</FormHelperText>}
      {!fixed && <Button size="small" startIcon={<AddIcon />} onClick={() => append(blank())}>Add line</Button>}
    </Box>
  );
}

const format = (v: unknown) => (typeof v === 'number' ? formatNumber(v, { min: 2, max: 2 }) : v == null ? '—' : String(v));
