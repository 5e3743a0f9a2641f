import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';

/**
 * A page's primary button. It is disabled only with a reason, and the reason is said beside it
 * (and tied to the button for screen readers): never a greyed-out button that says nothing.
 */
export function PrimaryAction({ disabledReason, busy = false, busyLabel, children, ...button }: {
  disabledReason: string | null; busy?: boolean; busyLabel?: ReactNode; children: ReactNode;
} & Omit<ButtonProps, 'disabled' | 'children'>) {
  const id = useId();
  const why = busy ? null : disabledReason;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', maxWidth: '100%' }}>
      <Button variant="contained" {...button} disabled={busy || !!why} aria-describedby={why ? id : undefined}>
        {busy && busyLabel ? busyLabel : children}
      </Button>
      {why && <FormHelperText id={id} data-testid="disabled-reason" sx={{ textAlign: 'right' }}>{why}</FormHelperText>}
    </Box>
  );
}
