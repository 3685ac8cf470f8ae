import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

const DENIED = 'You must be an admin to view customer data';
const USER_COUNT = '{ userCount { totalUsers verifiedUsers } }';

interface Counts {
  totalUsers: number;
  verifiedUsers: number;
}

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
});
afterAll(async () => {
  await shop?.close();
});

async function gqlCounts(): Promise<Counts> {
  const res = await shop.gql<{ userCount: Counts }>(USER_COUNT, {}, { token: admin });
  expect(res.errors).toBeUndefined();
  return res.data!.userCount;
}

async function restCounts(): Promise<Counts> {
  const res = await shop.rest<Counts>('GET', '/api/auth/user-count', undefined, { token: admin });
  expect(res.status).toBe(200);
  return res.body;
}

describe('customer counts for the admin dashboard', () => {
  it('counts customers only (not the admin), the same over GraphQL and REST', async () => {
    const before = await gqlCounts();
    expect(before).toEqual({ totalUsers: 0, verifiedUsers: 0 });
    expect(await restCounts()).toEqual(before);
  });

  it('counts a shopper who signs up and verifies as a verified user', async () => {
    const before = await gqlCounts();
    await signUp(shop, { email: 'counted@example.com', name: 'Counted Shopper' });
    const after = await gqlCounts();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 1,
      verifiedUsers: before.verifiedUsers + 1,
    });
    expect(await restCounts()).toEqual(after);
  });

  it('counts an unverified registration as a user but not as verified', async () => {
    const before = await restCounts();
    const reg = await shop.rest(
      'POST',
      '/api/auth/register',
      {
        name: 'Pending Person',
        mobileNumber: '9876500000',
        email: 'pending@example.com',
        address: '4 Park Street, Kolkata',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
      },
      { client: '10.7.1.1' },
    );
    expect(reg.status).toBe(200);
    const after = await restCounts();
    expect(after).toEqual({ totalUsers: before.totalUsers + 1, verifiedUsers: before.verifiedUsers });
    expect(await gqlCounts()).toEqual(after);
  });

  it('does not count another admin as a customer', async () => {
    const before = await gqlCounts();
    const res = await shop.gql(
      `mutation ($input: RegisterAdminInput!) { registerAdmin(input: $input) { message } }`,
      {
        input: {
          name: 'Second Admin',
          mobileNumber: '9876511111',
          email: 'second-admin@example.com',
          address: 'Head office',
          password: 'Secret#123',
          confirmPassword: 'Secret#123',
        },
      },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    expect(await gqlCounts()).toEqual(before);
  });

  it('refuses shoppers with the message, over GraphQL and REST', async () => {
    const { token } = await signUp(shop, { email: 'curious@example.com' });
    const gql = await shop.gql(USER_COUNT, {}, { token });
    expect(gql.data ?? null).toBeNull();
    expect(gql.errors?.[0]).toMatchObject({ message: DENIED, extensions: { code: 'FORBIDDEN' } });
    const rest = await shop.rest('GET', '/api/auth/user-count', undefined, { token });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ message: DENIED });
  });

  it('refuses anonymous callers with the message, over GraphQL and REST', async () => {
    const gql = await shop.gql(USER_COUNT);
    expect(gql.data ?? null).toBeNull();
    expect(gql.errors?.[0]).toMatchObject({ message: DENIED, extensions: { code: 'UNAUTHENTICATED' } });
    const rest = await shop.rest('GET', '/api/auth/user-count');
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ message: DENIED });
    expect(rest.body).not.toHaveProperty('totalUsers');
  });
});
