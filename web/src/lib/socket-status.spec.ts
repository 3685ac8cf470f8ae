import { describe, expect, it, vi } from 'vitest';
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

type Step = [Event, { code: number }?];
const cut = (code: number): Step => ['closed', { code }];

describe('socket status: catching up after a drop', () => {
  it.each<[string, Step[], number]>([
    [
      'catches up when the first socket was cut before the server acknowledged it',
      [['connecting'], cut(1006), ['connecting'], ['connected']],
      1,
    ],
    ['does not catch up on the first connection', [['connected']], 0],
    [
      'catches up after a connection drops, once per return',
      [['connected'], cut(1006), ['connected'], ['connected']],
      1,
    ],
    [
      'does not catch up after the lazy socket closed because nothing listened (1000)',
      [['connected'], cut(1000), ['connected']],
      0,
    ],
  ])('%s', async (_name, steps, expected) => {
    const { emit, catchUps } = await tracked();
    for (const [event, arg] of steps) emit(event, arg);
    expect(catchUps).toHaveBeenCalledTimes(expected);
  });
});
