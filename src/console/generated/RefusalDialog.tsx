import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ActionRefusal, RecordAction } from '@shared/resources/defineResource';

/** The refusal an action words as a dialog (RecordAction.refusals), filled from the server's message; null when none matches. */
export function refusalOf(action: RecordAction, message: string | undefined): { title: string; text: string } | null {
  const hit = (action.refusals ?? []).find((r: ActionRefusal) => message?.startsWith(r.prefix));
  if (!hit || !message) return null;
  const detail = message.slice(hit.prefix.length).split('__')[1] ?? '';
  return { title: hit.title, text: hit.text.replace(/\{detail\}/g, detail) };
}

/** A refusal said in its own in-app dialog (spec 8: the product a GRN cannot be cancelled for), not a toast. */
export function RefusalDialog({ refusal, onClose }: { refusal: { title: string; text: string } | null; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={!!refusal} onClose={onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{refusal?.title}</DialogTitle>
      <DialogContent data-testid="action-refusal">{refusal?.text}</DialogContent>
      <DialogActions><Button onClick={onClose} autoFocus>OK</Button></DialogActions>
    </Dialog>
  );
}
