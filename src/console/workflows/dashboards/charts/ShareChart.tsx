import { PieChart } from '@mui/x-charts/PieChart';

export interface Slice { key: string; label: string; value: number }

/** Shares of a whole (outcomes, ratings). Loaded lazily with the charts library. */
export default function ShareChart({ slices, title }: { slices: Slice[]; title: string }) {
  const shown = slices.filter((s) => s.value > 0);
  if (!shown.length) return <p>Nothing to show in this range.</p>;
  return (
    <div role="img" aria-label={title} data-testid="share-chart">
      <PieChart height={220} series={[{ innerRadius: 50, data: shown.map((s) => ({ id: s.key, value: s.value, label: s.label })) }]} />
    </div>
  );
}
