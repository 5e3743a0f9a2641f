import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import axios from 'axios';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import ChatThreadPage from '../../../src/console/workflows/chats/ChatThreadPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { fakeApi, ok, fail } from '../fakeApi';
import { useThread } from '../../../src/console/workflows/chats/useThread';
import { HttpProvider } from '../../../src/console/data/apiContext';
import { createLocalEventSource, OrderEventsProvider } from '../../../src/console/orders/orderEvents';
import { renderPage, row } from './harness';

const thread = (chats: unknown[]) => ({
  order: row({ id: 42, status: 3, stage: 'awaiting_response' }),
  customer: { displayId: 'HNCX000005', name: 'Kamal Silva', contactNumber: '0771234567' },
  patient: { displayId: 'HNPT000002', firstName: 'Sunil', lastName: 'Silva' },
  thread: { threadKey: 'th-42', order_id: 'HN000042', chats },
});
const msg = (id: number, sender: string, step: number, message: string) => ({ id, sender, step, message, createdAt: '2025-01-10T08:00:00Z', agentName: sender === 'agent' ? 'Nimali Perera' : null });

function open(api: Parameters<typeof renderPage>[1]['api'], role = 'pharmacist') {
  signInAs(role, abilitiesFor(role));
  return renderPage(<ChatThreadPage />, { path: '/app/chats/thread/42', route: '/app/chats/thread/:orderId', api });
}

describe('chat thread', () => {
  it('shows the order and its messages grouped by step', async () => {
    const { calls } = open((c) => (c.url === '/chats/order-and-customer-details' ? ok(thread([msg(1, 'customer', 1, 'Here is my prescription'), msg(2, 'agent', 3, 'Your quotation is ready')])) : undefined));
    expect(await screen.findByRole('heading', { name: 'Chat · HN000042' })).toBeTruthy();
    expect(calls[0].params).toEqual({ orderId: '42' });
    const log = screen.getByRole('log');
    expect(within(log).getByRole('region', { name: 'Step: New order' })).toBeTruthy();
    expect(within(log).getByRole('region', { name: 'Step: Quotation done' })).toBeTruthy();
    expect(within(log).getByText('Your quotation is ready')).toBeTruthy();
  });

  it('shows a failure state with the message when the thread call fails', async () => {
    open((c) => (c.url === '/chats/order-and-customer-details' ? fail(404, 'Order 42 was not found', 'NOT_FOUND') : undefined));
    const failed = await screen.findByTestId('thread-failed');
    expect(failed.textContent).toContain('Order 42 was not found');
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('sends a staff reply and shows it', async () => {
    const { calls } = open((c) => {
      if (c.url === '/chats/order-and-customer-details') return ok(thread([]));
      if (c.url === '/chats/send-message') return ok({ ...msg(9, 'agent', 3, (c.body as { message: string }).message), stepName: 'quatation_done' });
      return undefined;
    });
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply to the customer'), { target: { value: 'We will deliver tomorrow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/chats/send-message')?.body).toEqual({ orderId: 42, message: 'We will deliver tomorrow' }));
    expect(await screen.findByText('We will deliver tomorrow')).toBeTruthy();
  });

  it('uploads an attachment as multipart, and says why a file is refused', async () => {
    const { calls } = open((c) => {
      if (c.url === '/chats/order-and-customer-details') return ok(thread([]));
      if (c.url === '/chats/addNewAttachment') return { status: 201, body: { success: true, data: { ...msg(10, 'agent', 3, ''), fileField: '/api/v1/chats/attachment/1-abc.pdf' } } };
      return undefined;
    });
    await screen.findByTestId('empty-state');
    const input = screen.getByTestId('attachment-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByTestId('reply-error')).textContent).toContain('notes.txt" cannot be sent');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.queryByTestId('reply-error')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/chats/addNewAttachment')).toBe(true));
    const body = calls.find((c) => c.url === '/chats/addNewAttachment')!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('threadKey')).toBe('th-42');
    expect(body.get('userId')).toBe('7');
    expect((body.get('fileField') as File).name).toBe('rx.pdf');
    expect(await screen.findByRole('button', { name: /Open attachment/ })).toBeTruthy();
  });

  it('shows the server refusal of an upload', async () => {
    open((c) => {
      if (c.url === '/chats/order-and-customer-details') return ok(thread([]));
      if (c.url === '/chats/addNewAttachment') return fail(413, 'The file is larger than 5 MB', 'FILE_TOO_LARGE');
      return undefined;
    });
    await screen.findByTestId('empty-state');
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('reply-error')).textContent).toBe('The file is larger than 5 MB');
  });

  it('re-reads the thread when a customer message arrives for this order', async () => {
    let chats = [msg(1, 'customer', 3, 'Hello')];
    const { emit } = open((c) => (c.url === '/chats/order-and-customer-details' ? ok(thread(chats)) : undefined));
    await screen.findByText('Hello');
    chats = [...chats, msg(2, 'customer', 3, 'Is it ready?')];
    act(() => emit('chatCounts', { reason: 'message', orderIds: [42] }));
    expect(await screen.findByText('Is it ready?')).toBeTruthy();
  });

  it('a re-read that finds the thread as shown (a reconnection) keeps its state object (the thread is not drawn again)', async () => {
    let chats = [msg(1, 'customer', 3, 'Hello')];
    const api = fakeApi((c) => (c.url === '/chats/order-and-customer-details' ? ok(thread(chats)) : undefined));
    const http = axios.create({ baseURL: '/api/v1', adapter: api.adapter });
    const events = createLocalEventSource();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HttpProvider http={http}><OrderEventsProvider source={events.source}>{children}</OrderEventsProvider></HttpProvider>
    );
    const { result } = renderHook(() => useThread('42'), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    const shown = result.current.state;
    act(() => events.emit('resync', undefined));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(result.current.state).toBe(shown);
    chats = [...chats, msg(2, 'customer', 3, 'Still there?')];
    act(() => events.emit('resync', undefined));
    await waitFor(() => expect(result.current.state).not.toBe(shown));
    const now = result.current.state;
    expect(now.status === 'ready' && now.data.thread.chats.map((c) => c.message)).toEqual(['Hello', 'Still there?']);
  });

  it('is read-only for a role without chats.reply', async () => {
    open((c) => (c.url === '/chats/order-and-customer-details' ? ok(thread([])) : undefined), 'management');
    expect(await screen.findByText('Your role can read this chat but not reply.')).toBeTruthy();
    expect(screen.queryByLabelText('Reply to the customer')).toBeNull();
  });
});
