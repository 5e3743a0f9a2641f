import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form } from 'react-admin';
import type { RecordAction, ResourceConfig } from '@shared/resources/defineResource';
import { schemaOf } from './schemaFiles';
import { registry } from './schemaRegistry';
import { formValidator, toBody, toFormErrors } from './formBody';
import { formFields } from './formFields';

/**
 * An action's body asked in a dialog: the fields of the schema the action names (`form`), checked
 * as every generated form is; the server's refusal lands on the field it names, else above them.
 */
export function ActionFormDialog({ config, action, title, onSend, onClose }: {
  config: ResourceConfig; action: RecordAction; title: string;
  /** Sends the body; answers null when done, else the refusal (message and field details). */
  onSend: (values: Record<string, unknown>) => Promise<null | { message: string; details: Array<{ field: string; message: string }> }>;
  onClose: () => void;
}) {
  const schema = schemaOf(action.form!);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    const refused = await onSend(toBody(schema, values, 'create'));
    setBusy(false);
    if (!refused) return undefined;
    const errors = toFormErrors(schema, refused.details);
    if (!Object.keys(errors).length) setError(refused.message);
    return errors;
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`rx-action-${action.name}`}>
      <Form onSubmit={submit} validate={formValidator(registry.check.bind(registry), schema, 'create')} noValidate record={{}}>
        <DialogTitle id={`rx-action-${action.name}`}>{title}</DialogTitle>
        <DialogContent>
          {error && <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert>}
          {action.confirm && <Alert severity="info" sx={{ mb: 1 }}>{action.confirm}</Alert>}
          {formFields(config, schema, 'create', undefined, true)}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>Cancel</Button>
          <Button type="submit" variant="contained" color={action.tone ?? 'primary'} disabled={busy}>{action.label}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
