import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { DailyChart, ShareChart } from './charts';
import { DashboardFrame } from './DashboardFrame';
import { HomeFigures } from './HomeDashboardPage';
import { Section } from './Section';
import type { Home } from './types';
import { useFilteredDashboard } from './useFilteredDashboard';

/** /app/pages/dashboard/chart: the home dashboard's figures as charts over the range. */
export default function HomeChartPage() {
  const { filter, setFilter, data, loading, error, retry } = useFilteredDashboard<Home>('/dashboards/home');
  const days = data?.daily.map((d) => d.day) ?? [];
  return (
    <DashboardFrame title="Dashboard charts" filter={filter} onFilter={setFilter} loading={loading} error={error} onRetry={retry}
      actions={<Button component={Link} to="/app/pages/dashboard" variant="outlined" size="small">Back to dashboard</Button>}>
      {data && (
        <>
          <HomeFigures data={data} />
          <Section title="Orders per day">
            <DailyChart title="Orders per day" days={days} series={[
              { key: 'orders', label: 'Received', values: data.daily.map((d) => d.orders) },
              { key: 'delivered', label: 'Delivered', values: data.daily.map((d) => d.delivered) },
            ]} />
          </Section>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
            <Section title="Invoiced per day">
              <DailyChart title="Invoiced per day" days={days} series={[{ key: 'invoiced', label: 'Invoiced', values: data.daily.map((d) => d.invoiced) }]} />
            </Section>
            <Section title="Share by stage">
              <ShareChart title="Share by stage" slices={data.stages.map((s) => ({ key: s.stage, label: s.label, value: s.count }))} />
            </Section>
          </Box>
        </>
      )}
    </DashboardFrame>
  );
}
