import Box from '@mui/material/Box';
import { BarsChart, DailyChart } from './charts';
import { CollectionPanel } from './CollectionPanel';
import { DashboardFrame } from './DashboardFrame';
import { Figure, Figures } from './Figure';
import { count, label, minutes } from './format';
import { LocationTable, StepTimesTable } from './ProcessingTables';
import { rangeError, toParams } from './range';
import { Section } from './Section';
import type { Collection, Processing } from './types';
import { useDashboard } from './useDashboard';
import { useFilteredDashboard } from './useFilteredDashboard';

/** /app/processing-dashboard (menu: Processing Performance): where orders stand and how long each step takes. */
export default function ProcessingDashboardPage() {
  const { filter, setFilter, data, loading, error, retry } = useFilteredDashboard<Processing>('/dashboards/processing');
  const money = useDashboard<Collection>('/dashboards/collection', rangeError(filter) ? null : toParams(filter));
  const step = (key: string) => data?.stepTimes.find((s) => s.step === key)?.avgMinutes ?? null;
  const open = data ? data.stages.filter((s) => s.stage !== 'completed' && s.stage !== 'cancelled').reduce((n, s) => n + s.count, 0) : 0;
  return (
    <DashboardFrame title="Processing Performance" filter={filter} onFilter={setFilter} loading={loading || money.loading}
      error={error ?? money.error} onRetry={() => { retry(); money.retry(); }}>
      {data && (
        <>
          <Figures>
            <Figure label="Orders received" value={count(data.totalOrders)} />
            <Figure label="In progress" value={count(open)} />
            <Figure label="Delivered" value={count(data.funnel.find((f) => f.step === 'delivered')?.count)} />
            <Figure label="Cancelled" value={count(data.cancelled)} />
            <Figure label="Avg quotation time" value={minutes(step('quotation'))} />
            <Figure label="Avg cycle time" value={minutes(step('cycle'))} />
          </Figures>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
            <Section title="Orders by stage">
              <BarsChart title="Orders by stage" bars={data.stages.map((s) => ({ key: s.stage, label: s.label, value: s.count }))} />
            </Section>
            <Section title="How far orders got">
              <BarsChart title="How far orders got" bars={data.funnel.map((f) => ({ key: f.step, label: label(f.step), value: f.count }))} />
            </Section>
          </Box>
          <Section title="Received, quoted and delivered per day">
            <DailyChart title="Received, quoted and delivered per day" days={data.daily.map((d) => d.day)} series={[
              { key: 'received', label: 'Received', values: data.daily.map((d) => d.received) },
              { key: 'quoted', label: 'Quoted', values: data.daily.map((d) => d.quoted) },
              { key: 'delivered', label: 'Delivered', values: data.daily.map((d) => d.delivered) },
            ]} />
          </Section>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
            <Section title="Average step times"><StepTimesTable steps={data.stepTimes} /></Section>
            <Section title="By location"><LocationTable rows={data.byLocation} /></Section>
          </Box>
        </>
      )}
      {money.data && <CollectionPanel data={money.data} />}
    </DashboardFrame>
  );
}
