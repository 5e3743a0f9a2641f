import { useState } from 'react';
import Button from '@mui/material/Button';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { toApiError } from '../data/apiError';
import { notifyError } from '../notify/notifier';
import { useHttp } from '../data/apiContext';

/** Path of a stored file relative to the API base (the file routes need the bearer token, so no plain link). */
export const apiRelative = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api\/v1(?=\/)/, '');

/** Opens a chat attachment: fetched with the session's token, shown in a new tab. */
export function AttachmentLink({ url }: { url: string }) {
  const translate = useTranslate();
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const name = url.split('/').pop() ?? url;
  const open = async () => {
    setBusy(true);
    // Open the tab now (a popup after an await is blocked), fill it when the file arrives.
    const tab = window.open('', '_blank');
    try {
      const reply = await http.get(apiRelative(url), { responseType: 'blob', silent: true });
      const href = URL.createObjectURL(reply.data as Blob);
      if (tab) tab.location.href = href;
      else window.location.assign(href);
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (e) {
      tab?.close();
      // A blob reply carries no readable message: say what the status means.
      const err = toApiError(e);
      notifyError(err.status === 404 ? translate('rx.chats.attachment_missing') : err.status ? translate('rx.chats.attachment_failed', { status: err.status }) : err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" onClick={open} disabled={busy} aria-label={translate('rx.chats.open_attachment', { name })} sx={{ textTransform: 'none', px: 0.5 }}
      startIcon={<AttachFileIcon fontSize="small" />}>
      {name.endsWith('.pdf') ? translate('rx.chats.attachment_pdf') : translate('rx.chats.attachment_image')}
    </Button>
  );
}
