import { SaveButton, Toolbar } from 'react-admin';

/**
 * Save is always enabled: pressing it on an empty form shows what is required, rather than a
 * greyed-out button that says nothing (react-admin disables Save on a pristine form by default).
 */
export function FormToolbar() {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}
