import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, startTestShop, type TestShop } from './support/shop.js';

// Abuse and accidents answer 4xx in the usual error shape, never 5xx, and errors do not spell out
// the schema.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const json = { 'content-type': 'application/json' };
// Not answered from the response cache, which would answer the second of two equal reads.
const fresh = { ...json, 'cache-control': 'no-cache' };

async function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const res = await fetch(`${shop.url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* plain text */
  }
  return { status: res.status, body: parsed as Record<string, unknown>, text };
}

/**
 * An answer without the bucket's current level: the REST requests above drew on the client's
 * bucket (one bucket for every transport), so two answers a few milliseconds apart report
 * different refills.
 */
function withoutRefill(answer: Awaited<ReturnType<typeof send>>) {
  const text = answer.text.replace(/"currentlyAvailable":[\d.]+/, '"currentlyAvailable":0');
  let body: unknown = answer.body;
  try {
    body = JSON.parse(text);
  } catch {
    /* plain text */
  }
  return { ...answer, text, body: body as Record<string, unknown> };
}

describe('malformed REST requests', () => {
  it.each([
    ['GET', '/api/products/%E0%A4%A', 400, 'Malformed URL: bad percent-encoding'],
    ['GET', '/api/products/%E0%A4%A/reviews', 400, 'Malformed URL: bad percent-encoding'],
    ['POST', '/api/products/%E0%A4%A/reviews', 400, 'Malformed URL: bad percent-encoding'],
  ])('%s %s answers %i', async (method, path, status, message) => {
    const res = await send(method, path, json, method === 'POST' ? '{}' : undefined);
    expect(res).toMatchObject({ status, body: { error: message, message } });
  });

  it('answers a body in an unknown charset or encoding with 415/400, not 500', async () => {
    const charset = await send(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json; charset=latin-9' },
      '{}',
    );
    expect(charset).toMatchObject({ status: 415, body: { error: 'unsupported charset "LATIN-9"' } });
    const encoding = await send('POST', '/api/auth/login', { ...json, 'content-encoding': 'br' }, '{}');
    expect(encoding.status).toBe(400);
    expect(encoding.body).toHaveProperty('error');
  });

  it('answers a wrong method or content type with 4xx', async () => {
    expect((await send('DELETE', '/api/auth/login')).status).toBe(404);
    const plain = await send('POST', '/api/auth/login', { 'content-type': 'text/plain' }, 'hello');
    expect(plain).toMatchObject({ status: 400, body: { field: 'email' } });
  });
});

describe('malformed GraphQL requests', () => {
  const errorShape = (message: string | RegExp, code = 'BAD_REQUEST') => ({
    errors: [expect.objectContaining({ message: expect.stringMatching(message), extensions: { code } })],
  });

  it.each([
    ['bad JSON', 400, json, '{"query":', errorShape('Request body is not valid JSON')],
    ['a JSON string', 400, json, '"query"', errorShape('Request body is not valid JSON')],
    [
      'an unknown charset',
      415,
      { 'content-type': 'application/json; charset=latin-9' },
      '{}',
      errorShape('unsupported charset', 'UNSUPPORTED_MEDIA_TYPE'),
    ],
    [
      'an unknown encoding',
      415,
      { ...json, 'content-encoding': 'zz' },
      '{}',
      errorShape('unsupported content encoding', 'UNSUPPORTED_MEDIA_TYPE'),
    ],
    [
      'a wrong content type',
      400,
      { 'content-type': 'text/plain' },
      '{"query":"{ __typename }"}',
      errorShape(/Cross-Site Request Forgery/),
    ],
  ])('%s answers %i in the GraphQL error shape', async (_what, status, headers, body, shape) => {
    const res = await send('POST', '/graphql', headers, body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject(shape);
  });

  it('answers a broken multipart body 400 for an admin, and 401 unread for anyone else', async () => {
    const multipart = {
      'content-type': 'multipart/form-data; boundary=x',
      'apollo-require-preflight': 'true',
    };
    const { token } = await logIn(shop, ADMIN.email, ADMIN.password);
    const admin = await send(
      'POST',
      '/graphql',
      { ...multipart, authorization: `Bearer ${token}` },
      'garbage',
    );
    expect(admin.status).toBe(400);
    expect(admin.body).toMatchObject(errorShape('Malformed multipart request'));
    const anonymous = await send('POST', '/graphql', multipart, 'garbage');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject(
      errorShape('Sign in as an admin to upload files', 'UNAUTHENTICATED'),
    );
  });

  // The endpoint reads a plain JSON body itself and leaves every other body to body-parser
  // (graphql-http.ts): both must answer alike. `content-encoding: identity` sends the same bytes
  // the other way.
  it.each([
    ['an operation', '{"query":"{ __typename }"}'],
    ['an operation after whitespace', ' \r\n\t{"query":"{ __typename }"}'],
    ['an operation after a byte order mark', '\ufeff{"query":"{ __typename }"}'],
    ['an operation in several languages', '{"query":"{ __typename }","variables":{"q":"कुर्ता ₹"}}'],
    ['an empty body', ''],
    ['whitespace only', '  '],
    ['a JSON number', '42'],
    ['a JSON null', 'null'],
    ['an array', '[]'],
    ['bad JSON', '{"query":'],
    ['a non-breaking space first', '\u00a0{"query":"{ __typename }"}'],
  ])('answers %s as body-parser does', async (_what, body) => {
    const [own, parsed] = [
      await send('POST', '/graphql', fresh, body),
      await send('POST', '/graphql', { ...fresh, 'content-encoding': 'identity' }, body),
    ].map(withoutRefill);
    expect(own).toEqual(parsed);
  });

  it('answers a body over 1 MB with 413 whichever way it is read', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1024 * 1024) } });
    for (const headers of [fresh, { ...fresh, 'content-encoding': 'identity' }]) {
      const res = await send('POST', '/graphql', headers, big);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject(errorShape('Request body is too large', 'PAYLOAD_TOO_LARGE'));
    }
  });

  it('answers a wrong method with 405', async () => {
    const res = await send('PUT', '/graphql', json, '{"query":"{ __typename }"}');
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('answers a malformed path outside the API without 5xx or an Express error page', async () => {
    // With the web app built, the SPA fallback serves it (200); without, a plain 404.
    const res = await send('GET', '/%E0%A4%A');
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/<pre>|Cannot GET|URIError/i);
  });
});

describe('errors without schema details', () => {
  it('suggests no field names over HTTP', async () => {
    const res = await shop.gql('{ produc { id } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe('Cannot query field "produc" on type "Query".');
    expect(JSON.stringify(res)).not.toMatch(/Did you mean/);
  });

  it('suggests no enum values for a bad variable', async () => {
    const res = await shop.gql('query($s: StockFilter) { products(stock: $s) { totalCount } }', { s: 'Low' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean/);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('suggests no field names over WebSocket', async () => {
    const ws: Client = shop.ws();
    const errors = await new Promise<{ message: string }[]>((resolve) => {
      ws.subscribe(
        { query: '{ produc { id } }' },
        { next: () => resolve([]), error: (e) => resolve(e as never), complete: () => undefined },
      );
    });
    expect(errors.map((e) => e.message)).toEqual(['Cannot query field "produc" on type "Query".']);
  });
});
