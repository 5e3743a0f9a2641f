import type { MouseEvent } from 'react';
import Typography from '@mui/material/Typography';
import { Link, useRecordContext } from 'react-admin';
import { resourceByName } from '@resources/index';
import type { PropertySchema } from '@shared/schemas/types';
import { useResourceAccess } from './useResourceAccess';
import { useResourcePaths } from './useResourcePaths';

/** `x-link`: a value shown as a link to another resource's show page, the id read from another field of the record. */
export interface FieldLink { resource: string; idFrom: string }

export const linkOf = (p: PropertySchema | undefined): FieldLink | undefined => p?.['x-link'] as FieldLink | undefined;

/**
 * A GRN's PO number linking to the PO: a link for roles that may open that show page, plain text
 * otherwise (never a link that answers "Not permitted"). Clicking it in a list row opens the link,
 * not the row.
 */
export function LinkedField({ source, link }: { source: string; link: FieldLink; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const other = resourceByName(link.resource);
  if (!other) throw new Error(`x-link: no resource "${link.resource}" in resources/`);
  const access = useResourceAccess(other);
  const paths = useResourcePaths(other);
  const value = record?.[source];
  const id = record?.[link.idFrom];
  if (value == null || value === '') return <Typography variant="body2" component="span">—</Typography>;
  const to = access.show && id != null ? paths.absolute('show', id as string) : undefined;
  if (!to) return <Typography variant="body2" component="span">{String(value)}</Typography>;
  return <Link to={to} onClick={(e: MouseEvent) => e.stopPropagation()}>{String(value)}</Link>;
}
