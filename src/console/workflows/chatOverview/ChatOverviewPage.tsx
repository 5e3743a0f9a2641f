import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { STAGES, type KanbanStage } from '@shared/orders/stages';
import { toApiError } from '../../data/apiError';
import { useCall } from '../../data/apiContext';
import { useOrderEvents } from '../../orders/orderEvents';
import { BarChart } from './BarChart';

interface Overview {
  stages: Array<{ stage: KanbanStage; label: string; count: number }>;
  agents: Array<{ agentId: number; name: string; counts: Record<KanbanStage, number>; total: number }>;
  unassigned: Record<KanbanStage, number>;
}

const LIVE_DEBOUNCE_MS = 1000;
const TOP_AGENTS = 15;
/** Orders still being worked on: every stage but completed and cancelled. */
const openOf = (counts: Partial<Record<KanbanStage, number>>) =>
  STAGES.filter((s) => s !== 'completed' && s !== 'cancelled').reduce((n, s) => n + (counts[s] ?? 0), 0);

/** /app/chats-overview: orders per stage and per agent, redrawn as events arrive. */
export default function ChatOverviewPage() {
  const translate = useTranslate();
  const call = useCall();
  const [data, setData] = useState<Overview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async (quiet: boolean) => {
    if (!quiet) setLoading(true);
    try {
      setData(await call<Overview>('GET', '/chats/overview', undefined, { silent: quiet }));
      setError(null);
    } catch (e) {
      if (!quiet) setError(toApiError(e).message);
    } finally {
      setLoading(false);
    }
  }, [call]);

  useEffect(() => { void load(false); }, [load]);
  useOrderEvents(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(true), LIVE_DEBOUNCE_MS);
  });

  const title = translate('rx.chat_overview.title');
  const stageName = (s: string) => translate(`rx.stages.${s}`);
  const unassignedTotal = data ? STAGES.reduce((n, s) => n + (data.unassigned[s] ?? 0), 0) : 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">{title}</Typography>
      {loading && <LinearProgress aria-label={translate('rx.common.loading')} />}
      {error && <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void load(false)}>{translate('rx.common.retry')}</Button>}>{error}</Alert>}
      {data && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
            <Card><CardContent>
              <Typography variant="h6" component="h2">{translate('rx.chat_overview.per_stage')}</Typography>
              <BarChart title={translate('rx.chat_overview.per_stage')} bars={data.stages.map((s) => ({ key: s.stage, label: stageName(s.stage), value: s.count }))} />
            </CardContent></Card>
            <Card><CardContent>
              <Typography variant="h6" component="h2">{translate('rx.chat_overview.per_agent')}</Typography>
              {data.agents.length === 0 && unassignedTotal === 0
                ? <Typography color="text.secondary">{translate('rx.common.empty')}</Typography>
                : <BarChart title={translate('rx.chat_overview.per_agent')} bars={[
                  ...data.agents.map((a) => ({ key: `agent-${a.agentId}`, label: a.name, value: openOf(a.counts) }))
                    .sort((x, y) => y.value - x.value).slice(0, TOP_AGENTS),
                  { key: 'unassigned', label: translate('rx.orders.unassigned'), value: openOf(data.unassigned) },
                ]} />}
            </CardContent></Card>
          </Box>
          <Card><CardContent sx={{ overflowX: 'auto' }}>
            <Typography variant="h6" component="h2">{translate('rx.chat_overview.table')}</Typography>
            <Table size="small" aria-label={translate('rx.chat_overview.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('rx.chat_overview.agent')}</TableCell>
                  {STAGES.map((s) => <TableCell key={s} align="right">{stageName(s)}</TableCell>)}
                  <TableCell align="right">{translate('rx.chat_overview.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.agents.map((a) => (
                  <TableRow key={a.agentId}>
                    <TableCell>{a.name}</TableCell>
                    {STAGES.map((s) => <TableCell key={s} align="right">{a.counts[s] ?? 0}</TableCell>)}
                    <TableCell align="right"><strong>{a.total}</strong></TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell><em>{translate('rx.orders.unassigned')}</em></TableCell>
                  {STAGES.map((s) => <TableCell key={s} align="right">{data.unassigned[s] ?? 0}</TableCell>)}
                  <TableCell align="right"><strong>{unassignedTotal}</strong></TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </CardContent></Card>
        </>
      )}
    </Box>
  );
}
