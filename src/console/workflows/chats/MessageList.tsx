import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isOrderStatus, orderStatusLabel, orderStatusName } from '@shared/orders/statuses';
import { formatDateTime } from '../../i18n/format';
import { groupBySteps, type ChatMessage } from './threadTypes';
import { AttachmentLink } from '../../documents/AttachmentLink';

/** The thread's messages, oldest first, under a divider for each order step they were written at. */
export function MessageList({ chats }: { chats: ChatMessage[] }) {
  const translate = useTranslate();
  const end = useRef<HTMLDivElement>(null);
  // Braces: Chromium's scrollIntoView now returns a promise, and an effect may return only a clean-up function.
  useEffect(() => { end.current?.scrollIntoView?.({ block: 'end' }); }, [chats.length]);
  if (!chats.length) return <Typography color="text.secondary" sx={{ p: 2 }} data-testid="empty-state">{translate('rx.chats.no_messages')}</Typography>;
  const stepLabel = (s: number) => (isOrderStatus(s) ? translate(`rx.order_status.${orderStatusName(s)}`, { _: orderStatusLabel(s) }) : String(s));
  return (
    <Box role="log" aria-live="polite" aria-label={translate('rx.chats.messages')} sx={{ maxHeight: { xs: '55vh', md: '60vh' }, overflowY: 'auto', p: 1 }}>
      {groupBySteps(chats).map((g, gi) => (
        <Box key={`${g.step}-${gi}`} component="section" aria-label={translate('rx.chats.step', { step: stepLabel(g.step) })}>
          <Divider sx={{ my: 1, fontSize: 12, color: 'text.secondary' }}>{translate('rx.chats.step', { step: stepLabel(g.step) })}</Divider>
          {g.messages.map((m) => {
            const mine = m.sender === 'agent';
            return (
              <Box key={m.id} sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : m.sender === 'system' ? 'center' : 'flex-start', mb: 1 }}>
                <Paper variant="outlined" data-testid="chat-message"
                  sx={{ p: 1, maxWidth: '80%', bgcolor: mine ? 'action.selected' : 'background.paper' }}>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {m.sender === 'agent' ? (m.agentName ?? translate('rx.chats.sender.agent')) : translate(`rx.chats.sender.${m.sender}`, { _: m.sender })}
                    {' · '}{formatDateTime(m.createdAt)}
                  </Typography>
                  {m.message && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.message}</Typography>}
                  {m.fileField && <AttachmentLink url={m.fileField} />}
                </Paper>
              </Box>
            );
          })}
        </Box>
      ))}
      <div ref={end} />
    </Box>
  );
}
