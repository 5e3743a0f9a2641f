import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import chatMessage from '@schemas/chatMessage.schema.json';
import { getAuth } from '../../data/authState';
import { toApiError } from '../../data/apiError';
import { propOf } from '../../generated/fieldValue';
import { PrimaryAction } from '../../generated/PrimaryAction';
import { SchemaField } from '../../generated/SchemaField';
import { serverFieldErrors } from '../../generated/serverFieldErrors';
import { firstReason, useSchemaField } from '../../generated/useSchemaField';
import { useCall, useHttp } from '../../data/apiContext';
import { attachmentProblem, ATTACHMENT_TYPES, type ChatMessage } from './threadTypes';

const MESSAGE = propOf(chatMessage, 'message');

/**
 * The staff reply: a message (POST /chats/send-message) and/or a file (multipart POST
 * /chats/addNewAttachment with userId, threadKey, fileField). Ctrl+Enter sends. Problems with the
 * file are said before it is sent; the server's refusal shows under the box (and as a toast). The
 * message is the shared schema field: over the chat message's maxLength it is refused with a
 * counter, never cut and sent.
 */
export function ReplyBox({ orderId, threadKey, onSent }: { orderId: number | string; threadKey: string; onSent: (m: ChatMessage) => void }) {
  const translate = useTranslate();
  const call = useCall();
  const http = useHttp();
  const reply = useSchemaField({ schema: MESSAGE, label: translate('rx.chats.reply') });
  const text = reply.text;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const pick = (f: File | undefined) => {
    setError(null);
    if (!f) return setFile(null);
    const problem = attachmentProblem(f);
    if (problem) {
      setFile(null);
      if (input.current) input.current.value = '';
      return setError(translate(problem, { name: f.name }));
    }
    setFile(f);
  };

  const send = async () => {
    if (busy || (!text.trim() && !file) || !reply.valid) return;
    setBusy(true);
    setError(null);
    try {
      let message: ChatMessage;
      if (file) {
        const form = new FormData();
        form.append('userId', String(getAuth().user?._id ?? ''));
        form.append('threadKey', threadKey);
        if (text.trim()) form.append('message', text.trim());
        form.append('fileField', file);
        const reply = await http.post('/chats/addNewAttachment', form);
        message = (reply.data as { data: ChatMessage }).data;
      } else {
        message = await call<ChatMessage>('POST', '/chats/send-message', { orderId, message: text.trim() });
      }
      onSent(message);
      reply.reset('');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (e) {
      const err = toApiError(e);
      const mine = serverFieldErrors(err).get('message');
      if (mine) reply.setServerError(mine); else setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); void send(); }} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <SchemaField
        field={reply} counter multiline minRows={2} maxRows={8}
        onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void send(); } }}
        helperText={translate('rx.chats.reply_hint')}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* A real button (keyboard) that opens the hidden file input. */}
        <Button variant="outlined" size="small" onClick={() => input.current?.click()}>{translate('rx.chats.attach')}</Button>
        <input ref={input} type="file" hidden accept={ATTACHMENT_TYPES.join(',')} data-testid="attachment-input"
          aria-label={translate('rx.chats.attach')} onChange={(e) => pick(e.target.files?.[0])} />
        {file && <span>{file.name} <Button size="small" onClick={() => pick(undefined)}>{translate('rx.chats.remove_file')}</Button></span>}
        <Box sx={{ flex: 1 }} />
        <PrimaryAction type="submit" busy={busy} busyLabel={translate('rx.chats.sending')}
          disabledReason={firstReason(reply.problem, !text.trim() && !file && translate('rx.chats.nothing_to_send'))}>{translate('rx.chats.send')}</PrimaryAction>
      </Box>
      {error && <Alert severity="error" data-testid="reply-error">{error}</Alert>}
    </Box>
  );
}
