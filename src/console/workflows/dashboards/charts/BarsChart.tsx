import { BarChart } from '@mui/x-charts/BarChart';

export interface Bar { key: string; label: string; value: number }

/** Horizontal bars (stages, funnel steps, payment modes). Loaded lazily with the charts library. */
export default function BarsChart({ bars, title, format }: { bars: Bar[]; title: string; format?: (n: number) => string }) {
  return (
    <div role="img" aria-label={title} data-testid="bars-chart">
      <BarChart
        height={Math.max(160, bars.length * 36 + 40)}
        layout="horizontal"
        hideLegend
        margin={{ left: 8 }}
        yAxis={[{ scaleType: 'band', data: bars.map((b) => b.label), width: 150 }]}
        series={[{ data: bars.map((b) => b.value), label: title, valueFormatter: (v: number | null) => (v == null ? '' : format ? format(v) : String(v)) }]}
      />
    </div>
  );
}
