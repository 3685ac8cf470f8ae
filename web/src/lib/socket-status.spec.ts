import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from 'graphql-ws';

type Event = 'connected' | 'closed' | 'connecting';

/** A graphql-ws client stand-in: the test emits the events the real one would. */
function fakeClient() {
  const handlers = new Map<Event, ((arg?: unknown) => void)[]>();
  const client = {
    on(event: Event, fn: (arg?: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return () => undefined;
    },
  };
  const emit = (event: Event, arg?: unknown) => handlers.get(event)?.forEach((fn) => fn(arg));
  return { client: client as unknown as Client, emit };
}

/** The module keeps the socket's state: a fresh copy per test. */
async function tracked() {
  vi.resetModules();
  const status = await import('./socket-status');
  const { client, emit } = fakeClient();
  status.trackSocket(client);
  const catchUps = vi.fn();
  status.onReconnect(catchUps);
  return { emit, catchUps };
}

describe('socket status: catching up after a drop', () => {
  beforeEach(() => vi.resetModules());

  it('catches up when the first socket was cut before the server acknowledged it', async () => {
    const { emit, catchUps } = await tracked();
    emit('connecting');
    emit('closed', { code: 1006 });
    emit('connecting');
    emit('connected');
    expect(catchUps).toHaveBeenCalledTimes(1);
  });

  it('catches up after a connection drops, once per return', async () => {
    const { emit, catchUps } = await tracked();
    emit('connected');
    expect(catchUps).not.toHaveBeenCalled();
    emit('closed', { code: 1006 });
    emit('connected');
    emit('connected');
    expect(catchUps).toHaveBeenCalledTimes(1);
  });

  it('does not catch up after the lazy socket closed because nothing listened (1000)', async () => {
    const { emit, catchUps } = await tracked();
    emit('connected');
    emit('closed', { code: 1000 });
    emit('connected');
    expect(catchUps).not.toHaveBeenCalled();
  });
});
