import { Datagrid, List, Pagination, type Identifier } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { schemaOf } from './schemaFiles';
import { listColumns } from './schemaProps';
import { fieldFor } from './fieldFor';
import { listFilters } from './listFilters';
import { ListActions } from './ListActions';
import { EmptyList } from './EmptyList';
import { useResourceAccess } from './useResourceAccess';
import { useResourcePaths } from './useResourcePaths';

/** A resource's list: config columns, filters, sort, server pagination, CSV export; rows open show (or edit). */
export default function GeneratedList({ config }: { config: ResourceConfig }) {
  const schema = schemaOf(config.schema);
  const access = useResourceAccess(config);
  const paths = useResourcePaths(config);
  const rowClick = (id: Identifier) =>
    (access.show && paths.absolute('show', id)) || (access.edit && paths.absolute('edit', id)) || false;

  return (
    <List
      resource={config.name}
      sort={config.sort}
      perPage={25}
      filters={listFilters(config.filters, schema)}
      actions={<ListActions config={config} />}
      empty={<EmptyList config={config} />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        {listColumns(config, schema).map((c) => fieldFor(c.source, schema.properties[c.source], { sortable: c.sortable, label: 'label' in c ? c.label : undefined }))}
      </Datagrid>
    </List>
  );
}
