import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Datagrid, Pagination, ReferenceManyField } from 'react-admin';
import { resourceByName } from '@resources/index';
import { can } from '@shared/permissions/can';
import type { RelatedList, ResourceConfig } from '@shared/resources/defineResource';
import { useAuthState } from '../data/useAuthState';
import { schemaOf } from './schemaFiles';
import { listColumns } from './schemaProps';
import { fieldFor } from './fieldFor';
import { RecordActions } from './RecordActions';

/**
 * The show page's related lists (config.related): the records of another resource whose foreign
 * key (`target`) is this record's id, paged by the server, for roles that may list them; the related
 * resource's row actions (`on: ['list']`) on each row.
 */
export function RelatedLists({ config }: { config: ResourceConfig }) {
  const { abilities } = useAuthState();
  const lists = (config.related ?? []).filter((r) => can(abilities, r.ability ?? resourceByName(r.resource)?.access.list));
  if (!lists.length) return null;
  return <>{lists.map((r) => <Related key={`${r.resource}-${r.target}`} related={r} />)}</>;
}

function Related({ related }: { related: RelatedList }) {
  const other = resourceByName(related.resource);
  if (!other) throw new Error(`Related list: no resource "${related.resource}" in resources/`);
  const schema = schemaOf(other.schema);
  const columns = related.columns?.map((source) => ({ source, sortable: false })) ?? listColumns(other, schema);
  return (
    <Box component="section" aria-label={related.title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>{related.title}</Typography>
      <ReferenceManyField reference={other.name} target={related.target} perPage={related.perPage ?? 10} pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={<Typography variant="body2" color="text.secondary">None yet.</Typography>}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {columns.map((c) => fieldFor(c.source, schema.properties[c.source], { label: 'label' in c ? (c as { label?: string }).label : undefined }))}
          {other.actions?.some((a) => a.on?.includes('list')) && <RecordActions config={other} place="list" />}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}
