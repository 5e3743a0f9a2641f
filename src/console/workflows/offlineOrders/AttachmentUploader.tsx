import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { toApiError } from '../../data/apiError';
import { useCall, useHttp } from '../../data/apiContext';
import { fileProblem, MAX_ATTACHMENTS } from './orderForm';
import { PATHS, type UploadedAttachment } from './types';

/**
 * Prescription scans for the order: each chosen file is uploaded at once (offline-attachment) for
 * the chosen customer; removing one deletes it on the server (delete-offline-attachment).
 */
export function AttachmentUploader({ customerId, value, onChange }: { customerId: number | null; value: UploadedAttachment[]; onChange: (a: UploadedAttachment[]) => void }) {
  const http = useHttp();
  const call = useCall();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (files: FileList | null) => {
    if (!files?.length || customerId == null) return;
    setError(null);
    setBusy(true);
    let next = value;
    try {
      for (const file of Array.from(files)) {
        const problem = fileProblem(file, next.length);
        if (problem) { setError(problem); break; }
        const form = new FormData();
        form.append('customerId', String(customerId));
        form.append('fileField', file);
        const reply = await http.post(PATHS.upload, form, { silent: true });
        next = [...next, (reply.data as { data: UploadedAttachment }).data];
        onChange(next);
      }
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (a: UploadedAttachment) => {
    setError(null);
    try {
      await call('POST', PATHS.deleteAttachment, { attachment: a.attachment }, { silent: true });
      onChange(value.filter((x) => x.fileId !== a.fileId));
    } catch (e) {
      setError(toApiError(e).message);
    }
  };

  return (
    <Box>
      <Typography variant="subtitle1">Prescription attachments</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
        {value.map((a) => <Chip key={a.fileId} label={a.name} onDelete={() => void remove(a)} data-testid="attachment-chip" />)}
        <input ref={input} type="file" hidden multiple accept="image/jpeg,image/png,image/webp,application/pdf" data-testid="attachment-input"
          onChange={(e) => void pick(e.target.files)} />
        <Button size="small" variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}
          disabled={busy || customerId == null || value.length >= MAX_ATTACHMENTS}>
          {busy ? 'Uploading…' : 'Attach prescription'}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {customerId == null ? 'Choose the customer first.' : `JPEG, PNG, WebP or PDF, up to 5 MB each, at most ${MAX_ATTACHMENTS}.`}
      </Typography>
      {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
    </Box>
  );
}
