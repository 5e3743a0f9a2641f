import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Datagrid, ListBase, Pagination, ReferenceManyField, useRecordContext, type Identifier } from 'react-admin';
import { resourceByName } from '@resources/index';
import { can } from '@shared/permissions/can';
import { fillText, type RelatedList, type ResourceConfig } from '@shared/resources/defineResource';
import { useAuthState } from '../data/useAuthState';
import { listSchemaOf } from './listSchema';
import { listColumns } from './schemaProps';
import { fieldFor } from './fieldFor';
import { useResourceAccess } from './useResourceAccess';
import { useResourcePaths } from './useResourcePaths';
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
  const schema = listSchemaOf(other);
  // A row opens its record's page when that resource has one the role may open (an order's invoice).
  const access = useResourceAccess(other);
  const paths = useResourcePaths(other);
  const rowClick = (id: Identifier) => (access.show && paths.absolute('show', id)) || false;
  const columns = related.columns?.map((source) => ({ source, sortable: false })) ?? listColumns(other, schema);
  return (
    <Box component="section" aria-label={related.title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>{related.title}</Typography>
      <Rows related={related} resource={other.name}>
        <Datagrid bulkActionButtons={false} rowClick={rowClick} empty={none}>
          {columns.map((c) => fieldFor(c.source, schema.properties[c.source], { label: 'label' in c ? (c as { label?: string }).label : undefined }))}
          {other.actions?.some((a) => a.on?.includes('list')) && <RecordActions config={other} place="list" />}
        </Datagrid>
      </Rows>
    </Box>
  );
}

const pagination = <Pagination rowsPerPageOptions={[10, 25, 50]} />;
const none = <Typography variant="body2" color="text.secondary">None yet.</Typography>;

/** The related records: by the foreign key (`target`), or by the declared `query` filled from this record. */
function Rows({ related, resource, children }: { related: RelatedList; resource: string; children: ReactNode }) {
  const record = useRecordContext();
  if (!related.query) {
    return <ReferenceManyField reference={resource} target={related.target} perPage={related.perPage ?? 10} pagination={pagination} empty={none}>{children}</ReferenceManyField>;
  }
  if (!record) return null;
  const filter = Object.fromEntries(Object.entries(related.query).map(([k, v]) => [k, fillText(v, record)]));
  return (
    <ListBase resource={resource} filter={filter} perPage={related.perPage ?? 10} disableSyncWithLocation storeKey={false}>
      {children}
      {pagination}
    </ListBase>
  );
}
