import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export interface Bar { key: string; label: string; value: number }

/**
 * A small horizontal bar chart in plain SVG (no chart library in the bundle). Each bar carries
 * its value as text, and the figure has a table-like text alternative for screen readers.
 */
export function BarChart({ bars, title, height = 24 }: { bars: Bar[]; title: string; height?: number }) {
  const theme = useTheme();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const labelWidth = 150;
  const width = 600;
  const gap = 6;
  const total = bars.length * (height + gap);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <svg viewBox={`0 0 ${width} ${Math.max(total, height)}`} width="100%" role="img" aria-label={`${title}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`}>
        {bars.map((b, i) => {
          const y = i * (height + gap);
          const w = ((width - labelWidth - 60) * b.value) / max;
          return (
            <g key={b.key} data-testid={`bar-${b.key}`}>
              <text x={labelWidth - 8} y={y + height * 0.7} textAnchor="end" fontSize={13} fill={theme.palette.text.primary}>{b.label}</text>
              <rect x={labelWidth} y={y} width={Math.max(w, b.value > 0 ? 2 : 0)} height={height} rx={3} fill={theme.palette.primary.main} />
              <text x={labelWidth + w + 6} y={y + height * 0.7} fontSize={13} fill={theme.palette.text.secondary}>{b.value}</text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
