import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io's client: records the handlers each socket is given. */
type FakeSocket = { handlers: Map<string, Set<(p: unknown) => void>>; connected: boolean; disconnect: () => unknown };
const made: FakeSocket[] = [];
const emit = (socket: FakeSocket, name: string) => socket.handlers.get(name)?.forEach((h) => h(undefined));
/** The server accepts the socket's connection (socket.io's 'connect'), or it drops. */
const connect = (socket: FakeSocket) => { socket.connected = true; emit(socket, 'connect'); };
const drop = (socket: FakeSocket) => { socket.connected = false; emit(socket, 'disconnect'); };
vi.mock('socket.io-client', () => ({
  io: () => {
    const handlers = new Map<string, Set<(p: unknown) => void>>();
    const socket = {
      handlers, connected: false,
      on(name: string, h: (p: unknown) => void) { handlers.set(name, (handlers.get(name) ?? new Set()).add(h)); return socket; },
      off(name: string, h: (p: unknown) => void) { handlers.get(name)?.delete(h); return socket; },
      disconnect() { return socket; },
      connect() { return socket; },
    };
    made.push(socket);
    return socket;
  },
}));

const signIn = async () => {
  const { setAuth } = await import('../../../src/console/data/authState');
  setAuth({ token: { accessToken: 'a', refreshToken: 'r' }, role: 'customer_support', abilities: { 'chats.all': null } });
};

beforeEach(() => { made.length = 0; vi.resetModules(); vi.useFakeTimers(); });
afterEach(async () => {
  vi.useRealTimers();
  (await import('../../../src/console/data/authState')).clearAuth();
});

/** A page subscribed to resyncs before the connection was made (the session's first page); answers its call count. */
async function subscribedBeforeTheConnection(): Promise<() => number> {
  await signIn();
  const realtime = await import('../../../src/console/data/realtime');
  let resyncs = 0;
  realtime.onResync(() => { resyncs += 1; });
  realtime.startRealtime();
  await vi.dynamicImportSettled();
  return () => resyncs;
}

describe('the realtime connection of the /app shell', () => {
  it('is made after the shell commits, not during it, and then carries the handlers pages asked for before', async () => {
    await signIn();
    const realtime = await import('../../../src/console/data/realtime');
    const seen: unknown[] = [];
    const off = realtime.onRealtime('newOrder', (p) => seen.push(p));
    realtime.startRealtimeSoon();
    expect(made).toHaveLength(0); // not in the task that asked
    vi.runAllTimers();
    await vi.dynamicImportSettled(); // socket.io's client is loaded then, not with the page
    expect(made).toHaveLength(1);
    made[0].handlers.get('newOrder')!.forEach((h) => h({ orderId: 7 }));
    expect(seen).toEqual([{ orderId: 7 }]);
    off();
    expect(made[0].handlers.get('newOrder')!.size).toBe(0);
  });

  it('gives a handler added once the socket exists to that socket, and to the next one after signing in again', async () => {
    await signIn();
    const realtime = await import('../../../src/console/data/realtime');
    const { clearAuth } = await import('../../../src/console/data/authState');
    realtime.startRealtime();
    await vi.dynamicImportSettled();
    const off = realtime.onRealtime('chatCounts', () => undefined);
    expect(made[0].handlers.get('chatCounts')!.size).toBe(1);
    clearAuth();
    await signIn();
    expect(made).toHaveLength(2);
    expect(made[1].handlers.get('chatCounts')!.size).toBe(1);
    off();
  });

  it('is started by a page asking for events when no shell started it (the rider toolkit), after the asking task', async () => {
    await signIn();
    const realtime = await import('../../../src/console/data/realtime');
    const seen: unknown[] = [];
    realtime.onRealtime('stepChanged', (p) => seen.push(p));
    expect(made).toHaveLength(0);
    vi.runAllTimers();
    await vi.dynamicImportSettled();
    expect(made).toHaveLength(1);
    made[0].handlers.get('stepChanged')!.forEach((h) => h({ orderId: 3 }));
    expect(seen).toEqual([{ orderId: 3 }]);
  });

  it('can be called off before it starts (the shell left at once)', async () => {
    await signIn();
    const realtime = await import('../../../src/console/data/realtime');
    realtime.startRealtimeSoon()();
    vi.runAllTimers();
    await vi.dynamicImportSettled();
    expect(made).toHaveLength(0);
  });

  it('tells onResync handlers added before the connection when it is made (their page read before it), once, when idle', async () => {
    const resyncs = await subscribedBeforeTheConnection();
    connect(made[0]);
    expect(resyncs()).toBe(0); // not inside the socket's task
    vi.runAllTimers();
    expect(resyncs()).toBe(1);
    // A page that subscribes with the connection up read after it: nothing missed.
    let later = 0;
    (await import('../../../src/console/data/realtime')).onResync(() => { later += 1; });
    vi.runAllTimers();
    expect([resyncs(), later]).toEqual([1, 0]);
  });

  it('tells every onResync handler when a dropped connection is back, on this socket and the next; not one unsubscribed', async () => {
    await signIn();
    const realtime = await import('../../../src/console/data/realtime');
    const { clearAuth } = await import('../../../src/console/data/authState');
    realtime.startRealtime();
    await vi.dynamicImportSettled();
    connect(made[0]);
    vi.runAllTimers();
    let resyncs = 0;
    const off = realtime.onResync(() => { resyncs += 1; });
    drop(made[0]);
    connect(made[0]);
    vi.runAllTimers();
    expect(resyncs).toBe(1);
    // Signed out and in again: a new socket; what was read meanwhile is re-read once it connects.
    clearAuth();
    await signIn();
    connect(made[1]);
    vi.runAllTimers();
    expect(resyncs).toBe(2);
    off();
    drop(made[1]);
    connect(made[1]);
    vi.runAllTimers();
    expect(resyncs).toBe(2);
  });

  it('a connection lost again before the page is idle leaves the calls to the next connect', async () => {
    const resyncs = await subscribedBeforeTheConnection();
    connect(made[0]);
    drop(made[0]);
    vi.runAllTimers();
    expect(resyncs()).toBe(0);
    connect(made[0]);
    vi.runAllTimers();
    expect(resyncs()).toBe(1);
  });
});
