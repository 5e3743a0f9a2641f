import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { toApiError } from '../data/apiError';
import { notifyError, showToast } from '../notify/notifier';
import { useHttp } from '../data/apiContext';

/** The name the server proposes in Content-Disposition, else a fallback. */
const filenameOf = (disposition: unknown, fallback: string) => /filename="([^"]+)"/.exec(String(disposition ?? ''))?.[1] ?? fallback;

/**
 * Fetches a server-made PDF with the session's token (document routes need it, so no plain link)
 * and opens it in a new tab to print or save; where no tab can open (a blocked popup, some phones)
 * the file is downloaded under the server's name instead.
 */
export function PdfButton({ path, params, label, fallbackName = 'document.pdf', method = 'get' }: {
  path: string; params: Record<string, string | number>; label: string; fallbackName?: string;
  /** `post` for contract paths that print with POST and a query string (generate-po-pdf, generate-grn-pdf). */
  method?: 'get' | 'post';
}) {
  const translate = useTranslate();
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    // Open the tab inside the click (a popup after an await is blocked), fill it when the PDF arrives.
    const tab = window.open('', '_blank');
    try {
      const options = { params, responseType: 'blob' as const, silent: true };
      const reply = method === 'post' ? await http.post(path, undefined, options) : await http.get(path, options);
      const name = filenameOf(reply.headers?.['content-disposition'], fallbackName);
      const href = URL.createObjectURL(new Blob([reply.data as Blob], { type: 'application/pdf' }));
      if (tab) tab.location.href = href;
      else {
        const a = document.createElement('a');
        a.href = href;
        a.download = name;
        a.click();
        showToast(translate('rx.documents.saved', { name }), 'success');
      }
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (e) {
      tab?.close();
      // A blob reply carries no readable message: say what the status means.
      const err = toApiError(e);
      notifyError(err.status === 404 ? translate('rx.documents.not_found') : err.status ? translate('rx.documents.failed', { status: err.status }) : err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={open} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <PrintIcon />} aria-busy={busy}>
      {busy ? translate('rx.documents.preparing') : label}
    </Button>
  );
}
