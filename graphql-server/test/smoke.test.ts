import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('the walking skeleton', () => {
  it('signs a shopper up by e-mailed code, then answers `me` over GraphQL', async () => {
    const { token } = await signUp(shop, { email: 'smoke@example.com', name: 'Smoke Test' });
    const res = await shop.gql<{ me: { email: string; role: string } }>(
      '{ me { email role } }',
      {},
      { token },
    );
    expect(res.data?.me).toEqual({ email: 'smoke@example.com', role: 'CUSTOMER' });
  });

  it('creates the first admin from configuration', async () => {
    const { token } = await logIn(shop, ADMIN.email, ADMIN.password);
    const res = await shop.gql<{ me: { role: string } }>('{ me { role } }', {}, { token });
    expect(res.data?.me.role).toBe('ADMIN');
  });
});
