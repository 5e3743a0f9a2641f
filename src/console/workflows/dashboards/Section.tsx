import { Suspense, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** A titled card; its chart loads lazily (the charts library is its own chunk) behind a skeleton. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
        <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>{children}</Suspense>
      </CardContent>
    </Card>
  );
}
