import crypto from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

// The public endpoint's limits, over HTTP (Apollo) and over WebSocket (graphql-ws): the same rules.

type Err = { message: string; extensions?: Record<string, unknown> };
interface Answer {
  status: number;
  bytes: number;
  ms: number;
  headers: Headers;
  data?: Record<string, unknown> | null;
  errors?: Err[];
  extensions?: { cost?: Record<string, unknown> };
}

let shop: TestShop;
beforeAll(async () => {
  // A slow restore rate, so that a bucket emptied by a test stays empty while it looks.
  shop = await startTestShop({
    API_RATE_LIMIT_RESTORE_RATE: 1 as never,
    ADMIN_RATE_LIMIT_BUCKET: 5000 as never,
    ADMIN_RATE_LIMIT_RESTORE_RATE: 1 as never,
  });
});
afterAll(() => shop?.close());

/** A raw POST /graphql from its own address (each test its own bucket). */
async function post(
  query: string,
  variables?: Record<string, unknown>,
  client = randomClient(),
  token?: string,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': client,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return {
    status: res.status,
    bytes: text.length,
    ms: performance.now() - started,
    headers: res.headers,
    ...(JSON.parse(text) as object),
  };
}

function randomClient(): string {
  return `10.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}`;
}

/** Runs one operation over a WebSocket; answers the errors it ended with, or its first result. */
function overWs(ws: Client, query: string, variables?: Record<string, unknown>) {
  return new Promise<{ errors?: Err[]; data?: unknown }>((resolve) => {
    ws.subscribe(
      { query, variables },
      {
        next: (v) => resolve(v as never),
        error: (e) => resolve({ errors: Array.isArray(e) ? (e as Err[]) : [{ message: String(e) }] }),
        complete: () => undefined,
      },
    );
  });
}

const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: productCategories`).join(' ')} }`;
const nested = (levels: number) => {
  // products > edges > node > related > related ... > id
  let inner = 'id';
  for (let i = 0; i < levels - 4; i++) inner = `related { ${inner} }`;
  return `{ products(first: 1) { edges { node { ${inner} } } } }`;
};
/** `{`, n-2 fields, `}`: exactly n tokens. */
const tokens = (n: number) => `{ ${'__typename '.repeat(n - 2)}}`;
const directives = (n: number) => `{ ${'__typename @include(if: true) '.repeat(n)}}`;
// Cost: 1 + 48 * (edge 1 + node 1 + related 4 * (1 + reviews 20 * 1)) = 4129.
const EXPENSIVE = '{ products(first: 48) { edges { node { related { reviews { id } } } } } }';
/** The probe from the issue: 100 aliases of a 48-product page, `related` three deep. */
const PROBE = `{ ${Array.from(
  { length: 100 },
  (_, i) =>
    `p${i}: products(first: 48) { edges { node { id name price related { id name related { id name related { id name price } } } } } }`,
).join(' ')} }`;

const codes = (a: { errors?: Err[] }) => (a.errors ?? []).map((e) => e.extensions?.code);

describe('document limits over HTTP', () => {
  it('accepts 15 aliases and refuses 16', async () => {
    const ok = await post(aliases(15));
    expect(ok.status).toBe(200);
    expect(ok.errors).toBeUndefined();
    const refused = await post(aliases(16));
    expect(refused.status).toBe(400);
    expect(refused.data).toBeUndefined();
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: 'Aliases limit of 15 exceeded, found 16.',
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
  });

  it('refuses the 100-alias probe cheaply: a short 400, nothing run', async () => {
    expect(PROBE.length).toBeGreaterThan(9000);
    const res = await post(PROBE);
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(res.errors?.[0]?.message).toMatch(/more that 1000 tokens/);
    expect(res.data).toBeUndefined();
    expect(res.bytes).toBeLessThan(1000); // the unguarded answer was 19 MB
  });

  it('counts tokens while parsing: 1,000 pass, 1,001 are refused before validation', async () => {
    // (graphql-js may still refuse to compare 998 identical fields: that is validation, not parsing.)
    const ok = await post(tokens(1000));
    expect(codes(ok)).not.toContain('GRAPHQL_PARSE_FAILED');
    const refused = await post(tokens(1001));
    expect(refused.status).toBe(400);
    expect(codes(refused)).toEqual(['GRAPHQL_PARSE_FAILED']);
    // Parse errors also come before unknown fields would be reported (no validation ran).
    const unknown = await post(`{ ${'nope '.repeat(1000)}}`);
    expect(codes(unknown)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('accepts depth 6 and refuses depth 7', async () => {
    const ok = await post(nested(6));
    expect(ok.status).toBe(200);
    expect(ok.errors).toBeUndefined();
    const refused = await post(nested(7));
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Query depth limit of 6 exceeded, found 7.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('counts depth through fragments', async () => {
    const q = `query { products(first: 1) { edges { ...E } } }
      fragment E on ProductEdge { node { related { related { related { id } } } } }`;
    const res = await post(q);
    expect(res.errors?.[0]?.message).toBe('Query depth limit of 6 exceeded, found 7.');
  });

  it('accepts 50 directives and refuses 51', async () => {
    expect((await post(directives(50))).status).toBe(200);
    const refused = await post(directives(51));
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.message).toBe('Directives limit of 50 exceeded, found 51.');
  });

  it('refuses an operation whose cost exceeds the maximum, before running it', async () => {
    const res = await post(EXPENSIVE);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]).toMatchObject({
      message:
        'Query cost 4129 exceeds the maximum of 1000. Ask for fewer items (first) or fewer nested lists.',
      extensions: { code: 'MAX_COST_EXCEEDED', cost: { requestedQueryCost: 4129, maximumCost: 1000 } },
    });
  });

  it('prices a connection by its `first`, taken from the variables', async () => {
    const q = 'query($n: Int) { products(first: $n) { edges { node { related { reviews { id } } } } } }';
    const small = await post(q, { n: 2 });
    expect(small.status).toBe(200);
    expect(small.extensions?.cost?.requestedQueryCost).toBe(1 + 2 * 86);
    const big = await post(q, { n: 12 });
    expect(codes(big)).toEqual(['MAX_COST_EXCEEDED']);
  });

  it('keeps introspection on, at no cost', async () => {
    const res = await post('{ __schema { types { name fields { name type { name ofType { name } } } } } }');
    expect(res.status).toBe(200);
    expect((res.data?.__schema as { types: unknown[] }).types.length).toBeGreaterThan(10);
    expect(res.extensions?.cost).toMatchObject({ requestedQueryCost: 0, actualQueryCost: 0 });
  });
});

describe('the same limits over WebSocket', () => {
  let ws: Client;
  beforeAll(() => {
    ws = shop.ws();
  });

  it('refuses 16 aliases, 1,001 tokens, depth 7, 51 directives and an over-cost operation', async () => {
    expect((await overWs(ws, aliases(15))).errors).toBeUndefined();

    expect((await overWs(ws, aliases(16))).errors?.[0]).toMatchObject({
      message: 'Aliases limit of 15 exceeded, found 16.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect((await overWs(ws, tokens(1001))).errors?.[0]).toMatchObject({
      message: expect.stringMatching(/more that 1000 tokens/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    expect((await overWs(ws, PROBE)).errors?.[0]?.message).toMatch(/more that 1000 tokens/);
    expect((await overWs(ws, nested(7))).errors?.[0]?.message).toBe(
      'Query depth limit of 6 exceeded, found 7.',
    );
    expect((await overWs(ws, directives(51))).errors?.[0]?.message).toBe(
      'Directives limit of 50 exceeded, found 51.',
    );
    const costly = await overWs(ws, EXPENSIVE);
    expect(costly.errors?.[0]).toMatchObject({ extensions: { code: 'MAX_COST_EXCEEDED' } });
    expect(costly.errors?.[0]?.extensions).not.toHaveProperty('http');
  });

  it('still answers an operation within the limits', async () => {
    const res = await overWs(ws, '{ products(first: 2) { edges { node { id } } } }');
    expect(res.errors).toBeUndefined();
    expect((res.data as { products: { edges: unknown[] } }).products.edges).toHaveLength(2);
  });
});

describe('cost in every answer, and the rate limit', () => {
  it("reports requested and actual cost and the client's bucket in extensions.cost", async () => {
    const client = randomClient();
    // requested: 1 + 3 * (edge 1 + node 1) = 7; actual: the connection, 3 edges, 3 nodes, pageInfo.
    const res = await post(
      '{ products(first: 3) { pageInfo { hasNextPage } edges { node { id } } } }',
      {},
      client,
    );
    expect(res.status).toBe(200);
    expect(res.extensions?.cost).toEqual({
      requestedQueryCost: 1 + 3 * 3,
      actualQueryCost: 1 + 1 + 3 + 3,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: expect.any(Number), restoreRate: 1 },
    });
    const left = (res.extensions?.cost?.throttleStatus as { currentlyAvailable: number }).currentlyAvailable;
    // Only the actual cost was kept (give or take a point restored meanwhile).
    expect(left).toBeGreaterThanOrEqual(1000 - 8);
    expect(left).toBeLessThanOrEqual(1000);
  });

  it('charges a mutation 10 points more', async () => {
    const res = await post('mutation { logout { message } }');
    expect(res.extensions?.cost).toMatchObject({ requestedQueryCost: 11, actualQueryCost: 11 });
  });

  it('answers 429 THROTTLED with retryAfter once a client has spent its bucket; others go on', async () => {
    const client = randomClient();
    // Each page asks for 1 + 48 * (edge 1 + node 1 + 4 related) = 289 points; it keeps what it used.
    const page = '{ products(first: 48) { edges { node { related { id } } } } }';
    const first = await post(page, {}, client);
    expect(first.status).toBe(200);
    expect(first.extensions?.cost?.requestedQueryCost).toBe(1 + 48 * (2 + 4 * 1));
    let answer = first;
    for (let i = 0; i < 30 && answer.status === 200; i++) answer = await post(page, {}, client);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Throttled: too many requests. Please slow down and retry later.',
      extensions: {
        code: 'THROTTLED',
        retryAfter: Number(answer.headers.get('retry-after')),
        cost: { requestedQueryCost: 289, throttleStatus: { maximumAvailable: 1000, restoreRate: 1 } },
      },
    });
    const available = (
      answer.errors?.[0]?.extensions?.cost as { throttleStatus: { currentlyAvailable: number } }
    ).throttleStatus.currentlyAvailable;
    expect(available).toBeLessThan(289);
    // A cheap query still fits; another client is untouched.
    expect((await post('{ __typename }', {}, client)).status).toBe(200);
    expect((await post(page, {}, randomClient())).status).toBe(200);
  });

  it('throttles WebSocket subscribes per client address too (X-Forwarded-For behind a proxy)', async () => {
    const from = (address: string): Client => {
      class Forwarded extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { 'x-forwarded-for': address } });
        }
      }
      return createClient({
        url: `${shop.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: Forwarded,
        retryAttempts: 0,
      });
    };
    const page = '{ products(first: 48) { edges { node { related { id } } } } }'; // 289 points, kept
    const spender = from(randomClient());
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await overWs(spender, page));
    expect(answers.slice(0, 3).map((a) => a.errors)).toEqual([undefined, undefined, undefined]);
    expect(answers[3]?.errors?.[0]).toMatchObject({
      extensions: { code: 'THROTTLED', retryAfter: expect.any(Number) },
    });
    const other = from(randomClient());
    expect((await overWs(other, page)).errors).toBeUndefined();
    await Promise.all([spender.dispose(), other.dispose()]);
  });
});

describe('one bucket per client, whatever the transport', () => {
  const page = '{ products(first: 48) { edges { node { related { id } } } } }'; // 289 points, kept

  it('REST requests take their documented cost from the bucket GraphQL uses, and the reverse', async () => {
    // REST first: ten whole-catalogue reads (100 points each) empty the address's bucket...
    const client = randomClient();
    for (let i = 0; i < 10; i++)
      expect((await shop.rest('GET', '/api/products', undefined, { client })).status).toBe(200);
    // ...so GraphQL from that address is throttled (a mutation costs 11).
    const throttled = await post('mutation { logout { message } }', {}, client);
    expect(throttled.status).toBe(429);
    expect(throttled.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    expect(
      (throttled.errors?.[0]?.extensions?.cost as { throttleStatus: { currentlyAvailable: number } })
        .throttleStatus.currentlyAvailable,
    ).toBeLessThan(11);

    // GraphQL first: three pages (867 points) leave 133, one whole-catalogue read fits, a second does not.
    const other = randomClient();
    for (let i = 0; i < 3; i++) expect((await post(page, {}, other)).status).toBe(200);
    expect((await shop.rest('GET', '/api/products', undefined, { client: other })).status).toBe(200);
    const refused = await shop.rest('GET', '/api/products', undefined, { client: other });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      error: 'Throttled: too many requests. Please slow down and retry later.',
      message: 'Throttled: too many requests. Please slow down and retry later.',
    });
    // A read of one product (1 point) from a fresh address is untouched.
    const product = (await post('{ products(first: 1) { edges { node { id } } } }')).data as {
      products: { edges: { node: { id: string } }[] };
    };
    const id = product.products.edges[0]!.node.id;
    expect(
      (await shop.rest('GET', `/api/products/${id}`, undefined, { client: randomClient() })).status,
    ).toBe(200);
  });

  it('a signed-in shopper’s REST and GraphQL requests drain their account’s bucket from any address', async () => {
    const email = `drain-${crypto.randomInt(1e9)}@example.com`;
    const { token } = await signUp(shop, { email });
    let last: Answer | undefined;
    for (let i = 0; i < 3; i++) {
      last = await post(page, {}, randomClient(), token);
      expect(last.status).toBe(200);
    }
    const left = (last!.extensions!.cost!.throttleStatus as { currentlyAvailable: number })
      .currentlyAvailable;
    // What is left pays for so many order lists (50 each) from other addresses, then 429.
    let served = 0;
    for (; served < 10; served++) {
      const res = await shop.rest('GET', '/api/orders', undefined, { token, client: randomClient() });
      if (res.status === 429) break;
      expect(res.status).toBe(200);
    }
    expect(served).toBeGreaterThanOrEqual(Math.floor(left / 50));
    expect(served).toBeLessThanOrEqual(Math.floor(left / 50) + 1); // a point restored meanwhile
    expect(served).toBeLessThan(10);
  });
});

describe('admins', () => {
  it('have a larger bucket of their own, not none', async () => {
    const { token } = await logIn(shop, ADMIN.email, ADMIN.password, randomClient());
    // 4,129 points: over a shopper's maximum, within an admin's (the admin bucket, 5,000 here).
    const first = await post(EXPENSIVE, {}, randomClient(), token);
    expect(first.status).toBe(200);
    expect(first.extensions?.cost?.throttleStatus).toMatchObject({ maximumAvailable: 5000, restoreRate: 1 });
    const second = await post(EXPENSIVE, {}, randomClient(), token);
    expect(second.status).toBe(429);
    expect(second.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    // An operation over the admin bucket itself can never be paid: refused as too costly.
    const huge = `{ a: ${EXPENSIVE.slice(2, -2)} b: ${EXPENSIVE.slice(2, -2)} }`;
    const tooBig = await post(huge, {}, randomClient(), token);
    expect(tooBig.status).toBe(400);
    expect(tooBig.errors?.[0]?.extensions).toMatchObject({
      code: 'MAX_COST_EXCEEDED',
      cost: { maximumCost: 5000 },
    });
  });
});
