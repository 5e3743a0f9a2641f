import { useMemo, useState } from 'react';
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
import { prefillValues } from './actionPrefill';
import { sentLines } from './sentLines';

/**
 * An action's body asked in a dialog: the fields of the schema the action names (`form`), checked
 * as every generated form is, as typed; the server's refusal lands on the field it names, else above them.
 * `prefill` fills it from the record (a GRN's lines to return); lines an `x-send-lines-with` array
 * leaves at 0 are not sent, and a refusal naming a sent line lands on the line shown.
 */
export function ActionFormDialog({ config, action, title, onSend, onClose, record = {} }: {
  config: ResourceConfig; action: RecordAction; title: string; record?: Record<string, unknown>;
  /** Sends the body; answers null when done, else the refusal (message and field details). */
  onSend: (values: Record<string, unknown>) => Promise<null | { message: string; details: Array<{ field: string; message: string }> }>;
  onClose: () => void;
}) {
  const schema = schemaOf(action.form!);
  // The first values, once per opening (a new object each render would reset what is typed).
  const initial = useMemo(() => prefillValues(action, schema, record), []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    const sent = sentLines(schema, toBody(schema, values, 'create'));
    const refused = await onSend(sent.body);
    setBusy(false);
    if (!refused) return undefined;
    const errors = toFormErrors(schema, sent.shown(refused.details));
    if (!Object.keys(errors).length) setError(refused.message);
    return errors;
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth={Object.values(schema.properties).some((p) => p.items?.properties) ? 'md' : 'xs'} aria-labelledby={`rx-action-${action.name}`}>
      <Form onSubmit={submit} validate={formValidator(registry.check.bind(registry), schema, 'create')} noValidate mode="onChange"
        record={initial}>
        <DialogTitle id={`rx-action-${action.name}`}>{title}</DialogTitle>
        <DialogContent>
          {error && <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert>}
          {action.confirm && <Alert severity="info" sx={{ mb: 1 }}>{action.confirm}</Alert>}
          {formFields(config, schema, 'create', undefined, true)}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>Cancel</Button>
          {/* Always enabled, as the forms' Save: pressing with a refused value sends nothing and shows what is wrong. */}
          <Button type="submit" variant="contained" color={action.tone ?? 'primary'} disabled={busy}>{action.label}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

