import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../data/useAuthState';
import { schemaOf } from '../generated/schemaFiles';
import { labelOf } from '../generated/schemaProps';
import { auditEntityOf } from './entity';

const HistoryPanel = lazy(() => import('./HistoryPanel'));

const labelsOf = (schemaId: string): Record<string, string> =>
  Object.fromEntries(Object.entries(schemaOf(schemaId).properties).map(([name, p]) => [name, labelOf(name, p)]));

/**
 * A show page's Details and History tabs. History appears for roles with `audit.view_history`
 * (or `audit.search`); its rows are read only when the tab is opened.
 */
export function RecordTabs({ schemaId, recordId, children }: { schemaId: string; recordId: string | number; children: ReactNode }) {
  const translate = useTranslate();
  const { abilities } = useAuthState();
  const [tab, setTab] = useState<'details' | 'history'>('details');
  if (!can(abilities, 'audit.view_history') && !can(abilities, 'audit.search')) return <>{children}</>;
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: 'details' | 'history') => setTab(v)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="details" label={translate('rx.history.details')} id="record-tab-details" aria-controls="record-panel" />
        <Tab value="history" label={translate('rx.history.tab')} id="record-tab-history" aria-controls="record-panel" />
      </Tabs>
      <Box role="tabpanel" id="record-panel" aria-labelledby={`record-tab-${tab}`} sx={tab === 'history' ? { p: 2 } : undefined}>
        {tab === 'details' ? children : (
          <Suspense fallback={<LinearProgress />}>
            <HistoryPanel entity={auditEntityOf(schemaId)} recordId={recordId} labels={labelsOf(schemaId)} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
