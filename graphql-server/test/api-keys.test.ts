import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

// API keys: an admin issues, lists and revokes them; a key rides in X-Api-Key, is stored hashed and
// has its own (larger) cost bucket; signed-in shoppers have a bucket per user, not per address.

type Err = { message: string; extensions?: Record<string, unknown> };
interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Err[];
  extensions?: { cost?: { throttleStatus?: { maximumAvailable: number; currentlyAvailable: number } } };
}

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  // Small buckets that barely refill, so one page of 48 products (cost 97) empties an anonymous one.
  shop = await startTestShop({
    API_MAX_QUERY_COST: 100 as never,
    API_RATE_LIMIT_BUCKET: 100 as never,
    API_RATE_LIMIT_RESTORE_RATE: 0.5 as never,
    API_KEY_RATE_LIMIT_BUCKET: 400 as never,
    API_KEY_RATE_LIMIT_RESTORE_RATE: 0.5 as never,
  });
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
});
afterAll(() => shop?.close());

const PAGE = '{ products(first: 48) { edges { node { id } } } }'; // 1 + 48 * 2 = 97
const CREATE = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name prefix scopes revokedAt } }
}`;

async function post(
  query: string,
  opts: { key?: string; token?: string; client?: string; variables?: Record<string, unknown> } = {},
): Promise<Answer> {
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': opts.client ?? randomClient(),
      ...(opts.key ? { 'x-api-key': opts.key } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: JSON.stringify({ query, variables: opts.variables }),
  });
  return { status: res.status, ...((await res.json()) as object) };
}

function randomClient(): string {
  return `10.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}`;
}

async function createKey(name: string) {
  const res = await post(CREATE, { token: admin, variables: { input: { name, scopes: ['CATALOG_READ'] } } });
  expect(res.errors).toBeUndefined();
  return (res.data as { createApiKey: { secret: string; apiKey: { id: string; prefix: string } } })
    .createApiKey;
}

describe('API keys', () => {
  it('lets only an admin create, list and revoke keys', async () => {
    const input = { name: 'Partner', scopes: ['CATALOG_READ'] };
    const anon = await post(CREATE, { variables: { input } });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const shopper = await signUp(shop, { email: 'keys-shopper@test.local' });
    const denied = await post(CREATE, { token: shopper.token, variables: { input } });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await post('{ apiKeys { id } }', { token: shopper.token });
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const revoke = await post(
      'mutation { revokeApiKey(id: "00000000-0000-0000-0000-000000000000") { id } }',
      {
        token: shopper.token,
      },
    );
    expect(revoke.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a key without a name or a scope, with the messages', async () => {
    const noName = await post(CREATE, {
      token: admin,
      variables: { input: { name: '', scopes: ['CATALOG_READ'] } },
    });
    expect(noName.errors?.[0]?.message).toBe('Name is required');
    const noScope = await post(CREATE, { token: admin, variables: { input: { name: 'x', scopes: [] } } });
    expect(noScope.errors?.[0]?.message).toBe('Choose at least one scope');
  });

  it('shows the secret once and stores only its SHA-256', async () => {
    const { secret, apiKey } = await createKey('Price comparison site');
    expect(secret).toMatch(/^rsk_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(apiKey.prefix)).toBe(true);
    const list = await post('{ apiKeys { id name prefix scopes revokedAt } }', { token: admin });
    expect(list.data?.apiKeys).toContainEqual({
      id: apiKey.id,
      name: 'Price comparison site',
      prefix: apiKey.prefix,
      scopes: ['CATALOG_READ'],
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(secret);
    const db = new pg.Client({ connectionString: shop.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query('select * from api_keys where id = $1', [apiKey.id]);
      expect(JSON.stringify(rows)).not.toContain(secret.slice(apiKey.prefix.length));
      expect(rows[0].secret_hash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
    } finally {
      await db.end();
    }
  });

  it('reads the catalog with a key, from its own larger bucket, not the address one', async () => {
    const { secret } = await createKey('Bucket');
    const client = randomClient();
    // The address's anonymous bucket is emptied ...
    expect((await post(PAGE, { client })).status).toBe(200);
    const anon = await post(PAGE, { client });
    expect(anon.status).toBe(429);
    // ... the key, from the same address, still reads: its bucket is the key's.
    const keyed = await post(PAGE, { client, key: secret });
    expect(keyed.status).toBe(200);
    expect(keyed.errors).toBeUndefined();
    expect(keyed.extensions?.cost?.throttleStatus?.maximumAvailable).toBe(400);
    expect(anon.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    // The key's bucket follows it to any address.
    const elsewhere = await post(PAGE, { key: secret });
    expect(elsewhere.extensions?.cost?.throttleStatus?.currentlyAvailable).toBeLessThan(400 - 97);
  });

  it('refuses an unknown or revoked key with 401, never as anonymous', async () => {
    const { secret, apiKey } = await createKey('Soon revoked');
    expect((await post('{ productCategories }', { key: secret })).status).toBe(200);
    const revoked = await post(`mutation { revokeApiKey(id: "${apiKey.id}") { id revokedAt } }`, {
      token: admin,
    });
    expect((revoked.data?.revokeApiKey as { revokedAt: string }).revokedAt).toBeTruthy();
    const after = await post('{ productCategories }', { key: secret });
    expect(after.status).toBe(401);
    expect(after.errors?.[0]).toMatchObject({
      message: 'Invalid or revoked API key',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const unknown = await post('{ productCategories }', { key: `rsk_${'x'.repeat(43)}` });
    expect(unknown.status).toBe(401);
  });

  it('lets a catalog:read key run queries only', async () => {
    const { secret } = await createKey('Read only');
    const res = await post('mutation { subscribeNewsletter(email: "key@test.local") { message } }', {
      key: secret,
    });
    expect(res.status).toBe(403);
    expect(res.errors?.[0]).toMatchObject({
      message: 'This API key may only run queries (scope catalog:read)',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('signed-in shoppers', () => {
  it('have a bucket each, so shoppers behind one carrier-grade NAT address do not starve each other', async () => {
    const cgnat = randomClient();
    const a = await signUp(shop, { email: 'nat-a@test.local' });
    const b = await signUp(shop, { email: 'nat-b@test.local' });
    expect((await post(PAGE, { client: cgnat, token: a.token })).status).toBe(200);
    expect((await post(PAGE, { client: cgnat, token: a.token })).status).toBe(429);
    // Another shopper, and an anonymous visitor, at the same address are not throttled by A.
    const other = await post(PAGE, { client: cgnat, token: b.token });
    expect(other.status).toBe(200);
    expect(other.extensions?.cost?.throttleStatus?.maximumAvailable).toBe(100);
    expect((await post(PAGE, { client: cgnat })).status).toBe(200);
    // A's bucket follows A to a new address.
    expect((await post(PAGE, { client: randomClient(), token: a.token })).status).toBe(429);
  });
});
