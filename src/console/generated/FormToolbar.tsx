import Box from '@mui/material/Box';
import { SaveButton, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { RecordActions } from './RecordActions';

/**
 * Save is always enabled: pressing it on an empty form shows what is required, rather than a
 * greyed-out button that says nothing (react-admin disables Save on a pristine form by default).
 * On an edit form the record's actions (Submit, Cancel…) sit beside it, disabled while the form
 * holds refused or unsaved values, saying so: an action works on the saved record, never on what
 * the boxes show.
 */
export function FormToolbar({ config }: { config?: ResourceConfig }) {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
      {config?.actions?.length ? <Box sx={{ ml: 2 }}><FormActions config={config} /></Box> : null}
    </Toolbar>
  );
}

function FormActions({ config }: { config: ResourceConfig }) {
  const { errors, isDirty } = useFormState();
  const refused = firstMessage(errors);
  const blocked = refused ? `Fix the form first: ${refused}` : isDirty ? 'Save the changes first' : undefined;
  return <RecordActions config={config} place="show" blocked={blocked} />;
}

/** The first error message of react-hook-form's (possibly nested: lines) error tree; a line's names its line ("Line 2: …"). */
function firstMessage(errors: unknown, line?: number): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const e = errors as { message?: unknown };
  if (typeof e.message === 'string' && e.message) return line === undefined ? e.message : `Line ${line + 1}: ${e.message}`;
  for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
    if (k !== 'ref' && v && typeof v === 'object') {
      const m = firstMessage(v, /^\d+$/.test(k) && Array.isArray(errors) ? Number(k) : line);
      if (m) return m;
    }
  }
  return undefined;
}
