import { Datagrid, ListBase, Pagination, SimpleList, type Identifier, type RaRecord } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ListView, ResourceConfig } from '@shared/resources/defineResource';
import { listSchemaOf } from './listSchema';
import { ListWaiting } from './ListWaiting';
import { listColumns } from './schemaProps';
import { columnField } from './columnField';
import { EmptyList } from './EmptyList';
import { useResourceAccess } from './useResourceAccess';
import { useResourcePaths } from './useResourcePaths';
import { PageTitle } from './PageTitle';
import { RecordActions } from './RecordActions';
import { listDefaults } from './listDefaults';
import { useBulkSelection } from './useBulkSelection';
import { ListSummary } from './ListSummary';
import { useLiveRefresh } from './useLiveRefresh';
import { useRowCheckboxLabels } from './useRowCheckboxLabels';
import { DeferredRows } from './DeferredRows';
import { GeneratedListView } from './GeneratedListView';
import { ListToolbar } from './ListToolbar';

/**
 * A resource's list: config columns, filters, sort, server pagination, CSV export; rows open show (or
 * edit). `view`: one of config.views (its fixed filter and title); bulk actions when declared.
 */
export default function GeneratedList({ config, view }: { config: ResourceConfig; view?: ListView }) {
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
  const bulk = useBulkSelection(config);
  useRowCheckboxLabels(!phone && bulk.bulkActionButtons !== false);
  useLiveRefresh(config.refreshOn);
  const { title, ...defaults } = listDefaults(config, view);

  return (
    <>
      {phone && <PageTitle config={title ? { ...config, label: title } : config} action="list" />}
      {/* Signed in and allowed already: ResourceGate decided this list with authProvider.canAccess's own
          rule, and a lost session is the HTTP client's to handle. react-admin's own checks would ask
          both again as two queries, one after the other, before asking for the rows. */}
      <ListBase disableAuthentication resource={config.name} sort={config.sort} perPage={25} {...defaults}>
        <GeneratedListView
          title={title}
          toolbar={<ListToolbar config={config} schema={schema} />}
          empty={config.api.list?.needs ? false : <EmptyList config={config} />}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        >
        {config.summary && <ListSummary summary={config.summary} />}
        <DeferredRows>{phone ? (
          <SimpleList
            {...waiting}
            rowClick={rowClick}
            primaryText={(r) => text(r, config.titleField)}
            secondaryText={(r) => text(r, others[0])}
            tertiaryText={(r) => text(r, others[1])}
          />
        ) : <Datagrid rowClick={rowClick} {...bulk} {...waiting}>
          {columns.map((c) => columnField(c, schema))}
          {config.actions?.some((a) => a.on?.includes('list')) && <RecordActions config={config} place="list" />}
        </Datagrid>}</DeferredRows>
        </GeneratedListView>
      </ListBase>
    </>
  );
}
