import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { KanbanStage } from '@shared/orders/stages';
import type { AssignStatus } from './subLists';
import { useCounts } from './useCounts';

/** A small count pill for a side-menu entry; nothing until the count is known. */
function CountPill({ value, label, testId }: { value: number | null | undefined; label: string; testId: string }) {
  if (value === null || value === undefined) return null;
  return (
    <Box component="span" aria-label={label} data-testid={testId} data-count={value}
      sx={{ ml: 1, px: 0.75, minWidth: 22, textAlign: 'center', borderRadius: 10, fontSize: 12, lineHeight: '20px',
        bgcolor: value > 0 ? 'primary.main' : 'action.selected', color: value > 0 ? 'primary.contrastText' : 'text.secondary' }}>
      {value}
    </Box>
  );
}

function ChatCountBadge({ assign, stage }: { assign: AssignStatus; stage: KanbanStage }) {
  const translate = useTranslate();
  const counts = useCounts();
  const value = counts.loaded ? counts[assign][stage] ?? 0 : null;
  return <CountPill value={value} label={translate('rx.chats.count', { count: value ?? 0 })} testId={`badge-${assign}-${stage}`} />;
}

/** The Assign Order entry's badge: open orders nobody is assigned to. */
export function UnassignedBadge() {
  const translate = useTranslate();
  const counts = useCounts();
  return <CountPill value={counts.unassigned} label={translate('rx.chat_manager.unassigned_count', { count: counts.unassigned ?? 0 })} testId="badge-unassigned" />;
}

const made = new Map<string, ComponentType>();
/** One stable badge component per chat sub-list (menu entries take a component). */
export function chatBadge(assign: AssignStatus, stage: KanbanStage): ComponentType {
  const key = `${assign}:${stage}`;
  let C = made.get(key);
  if (!C) {
    C = function Badge() {
      return <ChatCountBadge assign={assign} stage={stage} />;
    };
    made.set(key, C);
  }
  return C;
}
