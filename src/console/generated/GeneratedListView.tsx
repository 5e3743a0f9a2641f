import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { Offline, Title, useListContext } from 'react-admin';

/**
 * A generated list's page around its rows, drawn as react-admin's ListView draws it: the title, the
 * toolbar (filters and actions), the rows in a card, the pagination; offline, a notice in the card;
 * with no record at all and no filter set, the empty page instead. ListView itself imports the filter
 * form statically (its ListToolbar), and with it react-hook-form and the filter inputs: 48 kB a
 * phone loaded before the first row. GeneratedList gives the toolbar (ListToolbar: outlines of the
 * filters, of the same size, until the real ones have loaded, after the rows).
 */
export function GeneratedListView({ title, toolbar, empty, pagination, children }: {
  title?: string; toolbar: ReactNode; empty: ReactNode | false; pagination: ReactNode; children: ReactNode;
}) {
  const { defaultTitle, data, error, isPaused, isPending, isPlaceholderData, filterValues, resource, total, hasNextPage, hasPreviousPage } = useListContext();
  const offline = isPaused && (isPending || isPlaceholderData);
  // As ListView: no records (counted, or a page alone with no neighbours), no filter set, not loading.
  const rows = data as unknown[] | undefined;
  const noRecords = total === 0 || (total == null && hasPreviousPage === false && hasNextPage === false && !rows?.length);
  const emptyPage = empty !== false && !error && !isPending && noRecords && !Object.keys(filterValues).length;
  return (
    <Box className="list-page" sx={{ display: 'flex' }}>
      <Title title={title} defaultTitle={defaultTitle} preferenceKey={`${resource}.list.title`} />
      {emptyPage ? <Box sx={{ flex: 1 }}>{empty}</Box> : (
        <Box sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column' }}>
          {toolbar}
          <Card sx={(t) => ({ position: 'relative', overflow: 'inherit', [t.breakpoints.down('sm')]: { boxShadow: 'none' } })}>
            {offline ? <Offline /> : children}
          </Card>
          {pagination}
        </Box>
      )}
    </Box>
  );
}
