import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { DashboardFilters } from './DashboardFilters';
import type { DashboardFilter } from './range';

interface Props {
  title: string; filter: DashboardFilter; onFilter: (f: DashboardFilter) => void;
  loading: boolean; error: string | null; onRetry: () => void; actions?: ReactNode; children: ReactNode;
}

/** The page around every dashboard: title, filters, loading bar, the server's refusal with a retry. */
export function DashboardFrame({ title, filter, onFilter, loading, error, onRetry, actions, children }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">{title}</Typography>
        {actions}
      </Box>
      <DashboardFilters value={filter} onChange={onFilter} />
      {loading && <LinearProgress aria-label="Loading" />}
      {error && <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>{error}</Alert>}
      {children}
    </Box>
  );
}
