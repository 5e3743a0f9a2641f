import type { ReactElement } from 'react';
import { Button, Link } from 'react-admin';

/** A react-admin button that is a link to one of the spec's paths. */
export function LinkButton({ to, label, icon }: { to: string; label: string; icon?: ReactElement }) {
  return (
    <Button component={Link} to={to} label={label}>
      {icon}
    </Button>
  );
}
