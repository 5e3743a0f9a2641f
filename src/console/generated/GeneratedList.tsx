import { Datagrid, List, Pagination, SimpleList, type Identifier, type RaRecord } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { listSchemaOf, filterDefaults } from './listSchema';
import { ListWaiting } from './ListWaiting';
import { listColumns } from './schemaProps';
import { fieldFor } from './fieldFor';
import { listFilters } from './listFilters';
import { ListActions } from './ListActions';
import { EmptyList } from './EmptyList';
import { useResourceAccess } from './useResourceAccess';
import { useResourcePaths } from './useResourcePaths';
import { PageTitle } from './PageTitle';
import { RecordActions } from './RecordActions';

/** A resource's list: config columns, filters, sort, server pagination, CSV export; rows open show (or edit). */
export default function GeneratedList({ config }: { config: ResourceConfig }) {
  const schema = listSchemaOf(config);
  const access = useResourceAccess(config);
  const paths = useResourcePaths(config);
  const rowClick = (id: Identifier) =>
    (access.show && paths.absolute('show', id)) || (access.edit && paths.absolute('edit', id)) || false;
  // On a phone the rows become a simple list: the record's title, then its next columns.
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const columns = listColumns(config, schema);
  const others = columns.map((c) => c.source).filter((c) => c !== config.titleField);
  // A list whose call needs a filter (a search key) says what to type instead of "no results".
  const waiting = config.api.list?.needs ? { empty: <ListWaiting config={config} /> } : {};
  const text = (r: RaRecord, source: string | undefined) => (source && r[source] != null ? String(r[source]) : '');

  return (
    <>
      {phone && <PageTitle config={config} action="list" />}
      <List
        resource={config.name}
        sort={config.sort}
        perPage={25}
        filters={listFilters(config.filters, schema)}
        filterDefaultValues={filterDefaults(config)}
        actions={<ListActions config={config} />}
        empty={config.api.list?.needs ? false : <EmptyList config={config} />}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      >
        {phone ? (
          <SimpleList
            {...waiting}
            rowClick={rowClick}
            primaryText={(r) => text(r, config.titleField)}
            secondaryText={(r) => text(r, others[0])}
            tertiaryText={(r) => text(r, others[1])}
          />
        ) : <Datagrid rowClick={rowClick} bulkActionButtons={false} {...waiting}>
          {columns.map((c) => fieldFor(c.source, schema.properties[c.source], { sortable: c.sortable, label: 'label' in c ? c.label : undefined }))}
          {config.actions?.some((a) => a.on?.includes('list')) && <RecordActions config={config} place="list" />}
        </Datagrid>}
      </List>
    </>
  );
}
