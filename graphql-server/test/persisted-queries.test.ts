import crypto from 'node:crypto';
import fs from 'node:fs';
import { getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/env.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

// Persisted queries: the web app's operations are registered at build time and run by hash; other
// clients register theirs on first use (automatic persisted queries), and may then GET them by hash.

type Err = { message: string; extensions?: Record<string, unknown> };
interface Answer {
  status: number;
  /** `x-cache`: whether the response cache answered (HIT), will keep the answer (MISS), or neither. */
  cache: string | null;
  data?: Record<string, unknown> | null;
  errors?: Err[];
}

const manifest = JSON.parse(
  fs.readFileSync(`${REPO_ROOT}/web/src/graphql/persisted-documents.json`, 'utf8'),
) as Record<string, string>;
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

async function get(params: Record<string, unknown>, headers: Record<string, string> = PREFLIGHT) {
  const url = new URL(`${shop.url}/graphql`);
  for (const [k, v] of Object.entries(params))
    url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const res = await fetch(url, { headers: { 'x-forwarded-for': '10.44.0.1', ...headers } });
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    ...((await res.json()) as object),
  } as Answer;
}

async function post(body: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.44.0.2' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    ...((await res.json()) as object),
  } as Answer;
}

const isQuery = (doc: string) => getOperationAST(parse(doc))?.operation === 'query';
const codes = (a: Answer) => (a.errors ?? []).map((e) => e.extensions?.code);

describe('the web app’s persisted operations', () => {
  it('the manifest holds every operation, keyed by the SHA-256 of its document', () => {
    const entries = Object.entries(manifest);
    expect(entries.length).toBeGreaterThan(50);
    for (const [hash, doc] of entries) expect(hash).toBe(`sha256:${sha256(doc)}`);
  });

  it('runs every one by hash alone, without the document (queries by GET, mutations by POST)', async () => {
    for (const [key, doc] of Object.entries(manifest)) {
      const hash = key.replace('sha256:', '');
      const answer = isQuery(doc)
        ? await get({ extensions: persisted(hash) })
        : await post({ extensions: persisted(hash) });
      // Missing variables or a missing login may refuse it, but the server knows the document.
      expect(codes(answer), doc.slice(0, 60)).not.toContain('PERSISTED_QUERY_NOT_FOUND');
      expect(answer.status, doc.slice(0, 60)).toBeLessThan(500);
    }
  });

  it('answers a catalogue query sent as a hash by GET', async () => {
    const [key] = Object.entries(manifest).find(([, d]) => d.startsWith('query Categories'))!;
    const answer = await get({ operationName: 'Categories', extensions: persisted(key.slice(7)) });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect((answer.data?.categories as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('the web app’s reads by hash, in the response cache', () => {
  const hashOf = (operation: string) =>
    Object.entries(manifest)
      .find(([, d]) => getOperationAST(parse(d))?.name?.value === operation)![0]
      .slice('sha256:'.length);
  const featured = { first: 4, featured: true };
  const products = (a: Answer) =>
    (a.data?.products as { edges: { node: { name: string; price: number } }[] }).edges.map((e) => e.node);

  it('answers a public read sent as a hash from the cache, and a change to the catalogue at once', async () => {
    const hash = hashOf('Products');
    const read = () => get({ operationName: 'Products', variables: featured, extensions: persisted(hash) });
    const first = await read();
    expect(first.errors).toBeUndefined();
    expect(first.cache).toBe('MISS');
    const again = await read();
    expect(again.cache).toBe('HIT');
    expect(again.data).toEqual(first.data);
    // Other variables are another answer.
    const more = await get({
      operationName: 'Products',
      variables: { ...featured, first: 5 },
      extensions: persisted(hash),
    });
    expect(more.cache).toBe('MISS');
    expect(products(more)).toHaveLength(Math.min(5, products(more).length));

    const admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
    const [top] = products(first);
    const id = (
      await shop.gql<{ products: { edges: { node: { id: string } }[] } }>(
        'query($first: Int, $featured: Boolean) { products(first: $first, featured: $featured) { edges { node { id } } } }',
        featured,
      )
    ).data!.products.edges[0]!.node.id;
    const edited = await shop.gql(
      'mutation($id: ID!, $price: Float!) { updateProduct(id: $id, input: { price: $price }) { price } }',
      { id, price: top!.price + 1 },
      { token: admin },
    );
    expect(edited.errors).toBeUndefined();
    const after = await read();
    expect(after.cache).toBe('MISS');
    expect(products(after)[0]!.price).toBe(top!.price + 1);
  });

  it('serves a signed-in viewer too, once their token is accepted', async () => {
    const hash = hashOf('Categories');
    const read = (headers: Record<string, string>) =>
      get({ operationName: 'Categories', extensions: persisted(hash) }, { ...PREFLIGHT, ...headers });
    const anonymous = await read({});
    expect(anonymous.cache).not.toBeNull();
    const token = (await signUp(shop, { email: 'hash-reader@example.com' })).token;
    const signedIn = await read({ authorization: `Bearer ${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBe('HIT');
    expect(signedIn.data).toEqual((await read({})).data);
    // A token that is not accepted gets the ordinary path's answer, not the cached one.
    const forged = await read({ authorization: `Bearer ${token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    expect(forged.data ?? null).toBeNull();
    expect(codes(forged)).toContain('UNAUTHENTICATED');
    // So does the token of a session that has ended.
    const out = await shop.gql('mutation { logout { message } }', {}, { token });
    expect(out.errors).toBeUndefined();
    const ended = await read({ authorization: `Bearer ${token}` });
    expect(ended.status).toBe(401);
    expect(ended.cache).not.toBe('HIT');
  });

  it('leaves to the ordinary path a registration and unknown extensions', async () => {
    const hash = hashOf('Categories');
    const doc = manifest[`sha256:${hash}`]!;
    const registration = await post({ query: doc, extensions: persisted(hash) });
    expect(registration.errors).toBeUndefined();
    expect(registration.cache).toBeNull();
    const unknown = await get({
      operationName: 'Categories',
      extensions: { ...persisted(hash), somethingElse: true },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.cache).toBeNull();
  });
});

describe('automatic persisted queries', () => {
  const query = `{ productCategories __typename }`;
  const hash = sha256(query);

  it('registers a document on first use, then answers its hash by GET', async () => {
    const unknown = await get({ extensions: persisted(hash) });
    expect(codes(unknown)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const registered = await post({ query, extensions: persisted(hash) });
    expect(registered.errors).toBeUndefined();
    const again = await get({ extensions: persisted(hash) });
    expect(again.status).toBe(200);
    expect(again.data?.productCategories).toEqual(registered.data?.productCategories);
    // A registered public read is looked up by the response cache like the web app's (below).
    expect(again.cache).toBe('MISS');
  });

  it('answers a registered public read by hash from the response cache, and a change at once', async () => {
    const listing = `{ products(first: 3) { totalCount edges { node { name } } } }`;
    const listingHash = sha256(listing);
    expect(codes(await get({ extensions: persisted(listingHash) }))).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const registered = await post({ query: listing, extensions: persisted(listingHash) });
    expect(registered.errors).toBeUndefined();
    const first = await get({ extensions: persisted(listingHash) });
    const second = await get({ extensions: persisted(listingHash) });
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.data).toEqual(first.data);
    const { totalCount } = first.data!.products as { totalCount: number };
    const admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
    const created = await shop.gql(
      `mutation { createProduct(input: { name: "APQ Lamp", description: "Glows.", category: "Home",
        price: 300, stock: 4 }) { id } }`,
      {},
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    const after = await get({ extensions: persisted(listingHash) });
    expect(after.cache).toBe('MISS');
    expect((after.data!.products as { totalCount: number }).totalCount).toBe(totalCount + 1);
  });

  it('refuses a hash that is not the document’s', async () => {
    const answer = await post({ query: '{ productCategories }', extensions: persisted(sha256('other')) });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe('provided sha does not match query');
  });

  it('never registers a document over the limits', async () => {
    const tooMany = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: productCategories`).join(' ')} }`;
    const refused = await post({ query: tooMany, extensions: persisted(sha256(tooMany)) });
    expect(refused.status).toBe(400);
    const later = await get({ extensions: persisted(sha256(tooMany)) });
    expect(codes(later)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('keeps CSRF prevention: a GET without a preflight-forcing header is refused', async () => {
    const answer = await get({ query: '{ productCategories }' }, {});
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/CSRF/);
    const hashed = await get({ extensions: persisted(hash) }, {});
    expect(hashed.status).toBe(400);
  });
});
