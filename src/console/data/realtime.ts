import { useEffect, useRef } from 'react';
import type { Socket, io as makeSocket } from 'socket.io-client';
import { getAuth, hasChosenRole, subscribeAuth } from './authState';

/** Realtime events of the contract (ARCHITECTURE.md, Realtime). */
export type RealtimeEvent = 'newOrder' | 'reOrder' | 'stepChanged' | 'chatCounts' | (string & {});

const SOCKET_URL: string | undefined = import.meta.env.VITE_SOCKET_URL || undefined;

let socket: Socket | null = null;
let tokenInUse: string | undefined;
type Handler = (payload: unknown) => void;
/** Every handler pages have asked for, by event: each socket made gets them all. */
const handlers = new Map<string, Set<Handler>>();
/** Handlers of the connection coming back after it dropped (onReconnect): each socket made gets them. */
const reconnectHandlers = new Set<() => void>();

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
    socket.io.on('reconnect', () => reconnectHandlers.forEach((handler) => handler()));
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
 * Calls `handler` each time the connection comes back after it dropped (a network outage, a laptop
 * waking up): the events sent meanwhile never reached this page, so what it shows may be stale.
 * Returns the unsubscribe.
 */
export function onReconnect(handler: () => void): () => void {
  reconnectHandlers.add(handler);
  return () => { reconnectHandlers.delete(handler); };
}

/** Calls `handler` for each `name` event while the component is mounted. */
export function useRealtimeEvent<T = unknown>(name: RealtimeEvent, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onRealtime<T>(name, (payload) => latest.current(payload)), [name]);
}
