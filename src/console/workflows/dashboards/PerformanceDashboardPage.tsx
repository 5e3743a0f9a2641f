import Box from '@mui/material/Box';
import { BarsChart, DailyChart, ShareChart } from './charts';
import { DashboardFrame } from './DashboardFrame';
import { Figure, Figures } from './Figure';
import { count, hours, label, minutes, percent, rating } from './format';
import { LikesTable } from './LikesTable';
import { Section } from './Section';
import type { Performance } from './types';
import { useFilteredDashboard } from './useFilteredDashboard';

/** /app/performance-dashboard (menu: Order Outcome Analysis): every value of spec 3's performance dashboard. */
export default function PerformanceDashboardPage() {
  const { filter, setFilter, data, loading, error, retry } = useFilteredDashboard<Performance>('/dashboards/performance');
  return (
    <DashboardFrame title="Order Outcome Analysis" filter={filter} onFilter={setFilter} loading={loading} error={error} onRetry={retry}>
      {data && (
        <>
          <Figures>
            <Figure label="Total orders" value={count(data.totalOrders)} />
            <Figure label="Pending" value={count(data.totalPendings)} hint="still open" />
            <Figure label="Quotations" value={count(data.totalQuotations)} />
            <Figure label="Deliveries" value={count(data.totalDeliveries)} />
            <Figure label="Cancellations" value={count(data.totalCancellations)} hint={`${percent(data.cancellationPercentage)} of orders`} />
            <Figure label="Average rating" value={rating(data.averageFeedbackRating)} hint={`from ${count(data.totalRatings)} ratings`} />
            <Figure label="Quotation SLA" value={percent(data.quotationSlaPercentage)} hint="quoted within 60 min" />
            <Figure label="Delivery SLA" value={percent(data.deliverySlaPercentage)} hint="delivered by the agreed date" />
            <Figure label="Avg quotation time" value={minutes(data.avgQuotationTimeMinutes)} hint={hours(data.avgQuotationTimeHours)} />
            <Figure label="Avg delivery time" value={minutes(data.avgDeliveryTimeMinutes)} hint={hours(data.avgDeliveryTimeHours)} />
            <Figure label="Avg cycle time" value={minutes(data.avgCycleTimeMinutes)} hint={hours(data.avgCycleTimeHours)} />
          </Figures>
          <Section title="Orders per day">
            <DailyChart title="Orders per day" days={data.daily.map((d) => d.day)} series={[
              { key: 'orders', label: 'Received', values: data.daily.map((d) => d.orders) },
              { key: 'delivered', label: 'Delivered', values: data.daily.map((d) => d.delivered) },
              { key: 'cancelled', label: 'Cancelled', values: data.daily.map((d) => d.cancelled) },
            ]} />
          </Section>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr 1fr' }, gap: 2 }}>
            <Section title="Outcomes">
              <ShareChart title="Outcomes" slices={data.outcomes.map((o) => ({ key: o.outcome, label: label(o.outcome), value: o.count }))} />
            </Section>
            <Section title="Ratings">
              <BarsChart title="Ratings" bars={data.ratingDistribution.map((r) => ({ key: String(r.rating), label: `${r.rating} ★`, value: r.count }))} />
            </Section>
            <Section title="Feedback"><LikesTable data={data} /></Section>
          </Box>
        </>
      )}
    </DashboardFrame>
  );
}
