import Box from '@mui/material/Box';
import { RecordContextProvider, useListContext } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { DISPLAY_WIDGETS } from './displayWidgets';

/** config.summary: the named widget over the list answer's `from` key (its totals for the filters set), above the rows. */
export function ListSummary({ summary }: { summary: NonNullable<ResourceConfig['summary']> }) {
  const { meta } = useListContext() as { meta?: Record<string, unknown> };
  const Widget = DISPLAY_WIDGETS[summary.widget];
  if (!Widget) throw new Error(`List summary: no display widget "${summary.widget}" (src/console/generated/displayWidgets.tsx)`);
  if (!meta?.[summary.from]) return null;
  return (
    <Box sx={{ px: 2, py: 1 }} data-testid="list-summary">
      <RecordContextProvider value={{ id: 'summary', [summary.from]: meta[summary.from] }}>
        <Widget source={summary.from} />
      </RecordContextProvider>
    </Box>
  );
}
