import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { missingNeeds } from './listNeeds';

/**
 * An empty page of a list: either the list waits for a filter its call needs (find-orders asks
 * nothing until a search key is typed, and says so, naming the filter), or nothing matched.
 */
export function ListWaiting({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const missing = missingNeeds(config, filterValues);
  const label = (source: string) => config.filters.find((f) => f.source === source)?.label ?? source;
  return (
    <Box sx={{ p: 2 }} role="status" data-testid={missing.length ? 'list-waiting' : 'list-no-match'}>
      <Typography color="text.secondary">
        {missing.length ? translate('rx.list.waiting', { fields: missing.map(label).join(', ') })
          : translate('rx.list.no_match')}
      </Typography>
    </Box>
  );
}
