import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

interface Outcome {
  data?: unknown;
  errors: { message: string; extensions?: Record<string, unknown>; locations?: unknown }[];
}

/** Subscribes and resolves with the first result carrying errors (a next or an error message). */
function firstErrors(client: Client, query: string, afterSubscribe?: () => void): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poke);
      reject(new Error('no error arrived'));
    }, 5000);
    // Through Redis the subscription is live only once its SUBSCRIBE went through: keep poking.
    const poke = afterSubscribe ? setInterval(afterSubscribe, 300) : undefined;
    const done = (o: Outcome) => {
      clearTimeout(timer);
      clearInterval(poke);
      unsubscribe();
      resolve(o);
    };
    const unsubscribe = client.subscribe(
      { query },
      {
        next: (result) => {
          if (result.errors?.length) done(result as Outcome);
        },
        error: (err) => {
          if (Array.isArray(err)) done({ errors: err });
          else reject(err instanceof Error ? err : new Error(JSON.stringify(err)));
        },
        complete: () => undefined,
      },
    );
  });
}

describe('errors over the WebSocket are formatted like HTTP', () => {
  it('an unauthorised subscription answers the domain message and its code', async () => {
    const out = await firstErrors(shop.ws(), 'subscription { notificationCountChanged }');
    expect(out.errors).toEqual([
      expect.objectContaining({
        message: 'Not authenticated. Please log in.',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
    // The same operation over HTTP says the same (queries stand in: subscriptions are WS-only).
    const http = await shop.gql('{ notifications { id } }');
    expect(http.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an unexpected failure while resolving an event is masked: no database text, INTERNAL_SERVER_ERROR', async () => {
    const { token, userId } = await signUp(shop, { email: 'ws-errors@example.com' });
    const out = await firstErrors(shop.ws(token), 'subscription { accountUpdated { name } }', () =>
      // A payload the resolver cannot load: PostgreSQL refuses the id (invalid uuid syntax).
      shop.server.pubSub.publish('ACCOUNT_UPDATED', userId, { userId: 'not-a-uuid' }),
    );
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toMatchObject({
      message: 'Something went wrong. Please try again later.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(out)).not.toMatch(/uuid|syntax|select/i);
  });

  it('a validation error carries GRAPHQL_VALIDATION_FAILED, as Apollo answers over HTTP', async () => {
    const out = await firstErrors(shop.ws(), 'subscription { noSuchTopic }');
    expect(out.errors[0]).toMatchObject({
      message: expect.stringContaining('noSuchTopic'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const http = await shop.gql('{ noSuchField }');
    expect(http.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
