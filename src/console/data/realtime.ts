import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getAuth, hasChosenRole, subscribeAuth } from './authState';

/** Realtime events of the contract (ARCHITECTURE.md, Realtime). */
export type RealtimeEvent = 'newOrder' | 'reOrder' | 'stepChanged' | 'chatCounts' | (string & {});

const SOCKET_URL: string | undefined = import.meta.env.VITE_SOCKET_URL || undefined;

let socket: Socket | null = null;
let tokenInUse: string | undefined;

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
  tokenInUse = token;
  if (!socket) {
    const options = { auth: { token }, transports: ['websocket', 'polling'] };
    socket = SOCKET_URL ? io(SOCKET_URL, options) : io(options);
    return;
  }
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

export const getSocket = (): Socket | null => socket;

/** Calls `handler` for each `name` event while the component is mounted. */
export function useRealtimeEvent<T = unknown>(name: RealtimeEvent, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const s = startRealtime();
    if (!s) return;
    const listener = (payload: T) => latest.current(payload);
    s.on(name, listener);
    return () => {
      s.off(name, listener);
    };
  }, [name]);
}
