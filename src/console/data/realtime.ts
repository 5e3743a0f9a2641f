import { useEffect, useRef } from 'react';
import type { Socket, io as makeSocket } from 'socket.io-client';
import { whenIdle } from '../routing/whenIdle';
import { getAuth, hasChosenRole, subscribeAuth } from './authState';

/** Realtime events of the contract (ARCHITECTURE.md, Realtime). */
export type RealtimeEvent = 'newOrder' | 'reOrder' | 'stepChanged' | 'chatCounts' | (string & {});

const SOCKET_URL: string | undefined = import.meta.env.VITE_SOCKET_URL || undefined;

let socket: Socket | null = null;
let tokenInUse: string | undefined;
type Handler = (payload: unknown) => void;
/** Every handler pages have asked for, by event: each socket made gets them all. */
const handlers = new Map<string, Set<Handler>>();
/**
 * Handlers of events possibly missed (onResync), each with whether it is owed a call: since it was
 * added, the page it serves went a while without a connection (none yet, a drop, a token change).
 */
const resyncHandlers = new Map<() => void, { owed: boolean }>();
const connected = () => !!socket?.connected;
/** No connection from now on until the next 'connect': every handler is owed a call then. */
function owedFromNow(): void {
  for (const state of resyncHandlers.values()) state.owed = true;
}
/**
 * Between a 'connect' and the idle moment its calls are made: a handler added meanwhile (a page
 * subscribing again with new values) is owed one too, as the one it replaces was.
 */
let resyncPending = false;
/** The connection is made (first, or again): handlers owed a call get it, once the page is idle. */
function resyncOwed(): void {
  if (resyncPending) return;
  resyncPending = true;
  whenIdle(() => {
    resyncPending = false;
    if (!connected()) return; // dropped again: the next 'connect' calls them
    for (const [handler, state] of [...resyncHandlers]) {
      if (!state.owed) continue;
      state.owed = false;
      handler();
    }
  }, 1_000);
}

/**
 * socket.io's client (~13 kB compressed) is its own chunk, asked for when the connection starts:
 * it is not among the scripts a page waits for before its first rows. Once here, the session is
 * followed again (it may have changed meanwhile).
 */
let io: typeof makeSocket | null = null;
let loadingClient = false;
function loadClient(): void {
  if (loadingClient) return;
  loadingClient = true;
  void import('socket.io-client').then((client) => {
    io = client.io;
    follow();
  }, () => { loadingClient = false; });
}

/**
 * The one socket.io connection, opened with the access token once a role is chosen. When the
 * token changes (refresh, role switch) it reconnects with the new one; on sign-out it closes.
 */
function follow(): void {
  const token = getAuth().token?.accessToken;
  if (!hasChosenRole() || !token) {
    socket?.disconnect();
    socket = null;
    owedFromNow();
    tokenInUse = undefined;
    return;
  }
  if (token === tokenInUse && socket) return;
  if (!socket) {
    if (!io) { loadClient(); return; }
    tokenInUse = token;
    const options = { auth: { token }, transports: ['websocket', 'polling'] };
    socket = SOCKET_URL ? io(SOCKET_URL, options) : io(options);
    for (const [name, set] of handlers) for (const handler of set) socket.on(name, handler);
    // The rooms are joined before the server's answer to the connection (plugins/realtime.ts): from
    // 'connect' on, no event is missed; what was read before may have missed some.
    socket.on('connect', resyncOwed);
    socket.on('disconnect', owedFromNow);
    return;
  }
  tokenInUse = token;
  socket.auth = { token };
  socket.disconnect().connect();
}

let started = false;
/** Starts following the session (called once by the /app shell). */
export function startRealtime(): Socket | null {
  if (!started) {
    started = true;
    subscribeAuth(follow);
  }
  follow();
  return socket;
}

/**
 * Starts the connection in a task of its own, after the shell's first commit: making the socket
 * (~8 ms here, ~35 ms on a phone) otherwise lengthened the long task that commits the shell.
 * Handlers registered meanwhile (onRealtime) are attached when the socket is made.
 */
export function startRealtimeSoon(): () => void {
  const timer = setTimeout(startRealtime, 0);
  return () => clearTimeout(timer);
}

export const getSocket = (): Socket | null => socket;

/**
 * Calls `handler` for each `name` event from now on: on the socket if it is made, else on the one
 * made later (and on the next one after a sign-out and sign-in). Returns the unsubscribe. Starts
 * the connection if nothing has (a page outside the /app shell, such as the rider toolkit); the
 * socket is made once its client has loaded, never inside the caller's task.
 */
export function onRealtime<T = unknown>(name: RealtimeEvent, handler: (payload: T) => void): () => void {
  const set = handlers.get(name) ?? new Set<Handler>();
  handlers.set(name, set);
  set.add(handler as Handler);
  if (!started) startRealtimeSoon();
  socket?.on(name, handler);
  return () => {
    set.delete(handler as Handler);
    socket?.off(name, handler);
  };
}

/**
 * Calls `handler` when events meant for the page may have been missed, for it to read its data
 * again: when the connection is made after the handler was added without one (the session's first
 * page reads its rows before the socket is up: an order placed in between never reached it), and
 * each time it comes back after a drop (a network outage, a laptop waking up, a new token). Not for
 * a page that started with the connection up: it missed nothing. Called when the page is idle.
 * Returns the unsubscribe.
 */
export function onResync(handler: () => void): () => void {
  resyncHandlers.set(handler, { owed: !connected() || resyncPending });
  return () => { resyncHandlers.delete(handler); };
}

/** Calls `handler` for each `name` event while the component is mounted. */
export function useRealtimeEvent<T = unknown>(name: RealtimeEvent, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onRealtime<T>(name, (payload) => latest.current(payload)), [name]);
}
