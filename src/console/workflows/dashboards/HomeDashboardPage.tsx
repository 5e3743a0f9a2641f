import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { BarsChart } from './charts';
import { DashboardFrame } from './DashboardFrame';
import { Figure, Figures } from './Figure';
import { count, money } from './format';
import { Section } from './Section';
import type { Home } from './types';
import { useFilteredDashboard } from './useFilteredDashboard';

/** /app/pages/dashboard: the morning glance (orders, open, delivered, cancelled, invoices) and orders by stage. */
export default function HomeDashboardPage() {
  const { filter, setFilter, data, loading, error, retry } = useFilteredDashboard<Home>('/dashboards/home');
  return (
    <DashboardFrame title="Dashboard" filter={filter} onFilter={setFilter} loading={loading} error={error} onRetry={retry}
      actions={<Button component={Link} to="/app/pages/dashboard/chart" variant="outlined" size="small">Charts</Button>}>
      {data && (
        <>
          <HomeFigures data={data} />
          <Section title="Orders by stage">
            <BarsChart title="Orders by stage" bars={data.stages.map((s) => ({ key: s.stage, label: s.label, value: s.count }))} />
          </Section>
        </>
      )}
    </DashboardFrame>
  );
}

export function HomeFigures({ data }: { data: Home }) {
  return (
    <Figures>
      <Figure label="Orders" value={count(data.orders)} />
      <Figure label="Open" value={count(data.open)} />
      <Figure label="Delivered" value={count(data.delivered)} />
      <Figure label="Cancelled" value={count(data.cancelled)} />
      <Figure label="Invoices" value={count(data.invoices)} hint={money(data.invoicedAmount)} />
    </Figures>
  );
}
