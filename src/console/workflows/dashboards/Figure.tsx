import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure a manager reads at a glance: a label, a big value, and an optional line of context. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card variant="outlined" data-testid="figure" role="group" aria-label={label}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid="figure-value">{value}</Typography>
        {hint && <Typography variant="caption" color="text.secondary">{hint}</Typography>}
      </CardContent>
    </Card>
  );
}

/** A responsive grid of figures. */
export function Figures({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 12 }}>{children}</div>;
}
