import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A label/value grid (two columns on wide screens, one on phones). Empty values show a dash. */
export function KeyValues({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
