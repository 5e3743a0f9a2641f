import { LineChart } from '@mui/x-charts/LineChart';

export interface DailySeries { key: string; label: string; values: number[] }

/** Daily lines over the range (one point per day that has data). Loaded lazily with the charts library. */
export default function DailyChart({ days, series, title }: { days: string[]; series: DailySeries[]; title: string }) {
  if (!days.length) return <p>No orders in this range.</p>;
  return (
    <div role="img" aria-label={title} data-testid="daily-chart">
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: days, valueFormatter: (d: string) => d.slice(5) }]}
        series={series.map((s) => ({ id: s.key, label: s.label, data: s.values, showMark: days.length <= 31 }))}
      />
    </div>
  );
}
