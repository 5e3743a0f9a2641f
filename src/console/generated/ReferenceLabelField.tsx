import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useBasename, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceByName } from '@resources/index';
import { can } from '@shared/permissions/can';
import { fillRoute } from '@shared/resources/defineResource';
import { useAuthState } from '../data/useAuthState';

/**
 * A reference whose label the record carries (`x-reference.display`: an invoice's `orderDisplayId`
 * beside its `orderId`): shown without reading the other resource, so a list page asks nothing more.
 * It links to the referenced record's page when that resource has one the role may open.
 */
export function ReferenceLabelField({ source, display, resource }: { source: string; display: string; resource: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const basename = useBasename();
  const { abilities } = useAuthState();
  const id = record?.[source];
  if (id === null || id === undefined) return <Typography component="span" variant="body2">—</Typography>;
  const text = String(record?.[display] ?? id);
  const other = resourceByName(resource);
  const show = other?.routes.show;
  if (!show || !can(abilities, other.access.show)) return <Typography component="span" variant="body2">{text}</Typography>;
  return (
    <Link component={RouterLink} to={`${basename}${fillRoute(show, id as string | number)}`} onClick={(e) => e.stopPropagation()} variant="body2">
      {text}
    </Link>
  );
}
