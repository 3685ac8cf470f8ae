import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Client } from 'graphql-ws';

/**
 * The subscription socket's state, tracked from the moment the client exists (lib/apollo.ts), so
 * code loaded later (the lazily loaded support chat) still knows whether the socket has been
 * connected before and whether it is back after a drop.
 */
export type SocketStatus = 'idle' | 'connected' | 'reconnecting';

let status: SocketStatus = 'idle';
let everConnected = false;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function set(next: SocketStatus) {
  if (next === status) return;
  status = next;
  for (const l of listeners) l();
}

/** Follows a graphql-ws client's events; called once, where the client is made. */
export function trackSocket(client: Client): void {
  /**
   * Closed otherwise than lazily since it was last connected: events may have been missed. Also
   * before the first connection: a socket cut before the server acknowledged it leaves the screen
   * with data read before its subscription ever started, so that connection catches up too.
   */
  let dropped = false;
  client.on('connected', () => {
    const missed = dropped;
    everConnected = true;
    dropped = false;
    set('connected');
    if (missed) for (const l of reconnectListeners) l();
  });
  client.on('closed', (event) => {
    // 1000: the lazy socket closed because nothing listened any more, so nothing was missed (the
    // screens that subscribe next fetch their data anyway).
    if ((event as { code?: number } | undefined)?.code !== 1000) dropped = true;
    // A lazy socket closes when nothing listens: that is not a drop worth showing.
    if (status === 'connected') set('reconnecting');
  });
  client.on('connecting', () => {
    if (everConnected && status !== 'connected') set('reconnecting');
  });
}

/** The subscription socket's state: 'reconnecting' after a drop until it is back. */
export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => status,
    () => 'idle',
  );
}

/**
 * Runs `fn` every time the socket comes back after a drop (to fetch what was missed): a lost
 * connection, a server asking its clients to reconnect (1012), a new session's socket.
 */
export function useOnReconnect(fn: () => void): void {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  useEffect(() => onReconnect(() => ref.current()), []);
}

/** Runs `fn` every time the socket comes back after a drop (see `useOnReconnect`); answers how to stop. */
export function onReconnect(fn: () => void): () => void {
  reconnectListeners.add(fn);
  return () => {
    reconnectListeners.delete(fn);
  };
}
