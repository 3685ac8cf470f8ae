import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { createProduct, firstError, orderInput, placeOrder, SHIPPING, sql } from './support/commerce.js';

/**
 * Issue 11, defects 6 to 9: the address book, live order changes for their owner, the order
 * timeline written with each change, and notifications worded for what they are.
 */
let shop: TestShop;
let admin: { token: string; userId: string };
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };

beforeAll(async () => {
  shop = await startTestShop();
  admin = await logIn(shop, ADMIN.email, ADMIN.password);
  alice = await signUp(shop, { email: 'alice-sf@example.com', name: 'Alice Menon' });
  bob = await signUp(shop, { email: 'bob-sf@example.com', name: 'Bob Iyer' });
});
afterAll(() => shop?.close());

const ADDRESS_FIELDS = 'id name phone address city postalCode stateCode isDefault lastUsedAt preselected';
const ADDRESSES = `{ addresses { ${ADDRESS_FIELDS} } }`;
const SAVE = `mutation($input: SaveAddressInput!) { saveAddress(input: $input) { message address { ${ADDRESS_FIELDS} } } }`;
const DELETE = 'mutation($id: ID!) { deleteAddress(id: $id) { id message } }';
const DEFAULT = `mutation($id: ID!) { setDefaultAddress(id: $id) { message address { ${ADDRESS_FIELDS} } } }`;
const STATUS =
  'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { message order { status } } }';

interface AddressJson {
  id: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  isDefault: boolean;
  lastUsedAt: string | null;
  preselected: boolean;
}

const HOME = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '4 Park Street',
  city: 'Kolkata',
  postalCode: '700016',
  stateCode: '19',
};

async function addressesOf(token: string): Promise<AddressJson[]> {
  const res = await shop.gql<{ addresses: AddressJson[] }>(ADDRESSES, {}, { token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.addresses;
}

async function newOrder(token: string, shipping = SHIPPING) {
  const p = await createProduct(shop, {
    name: `Lamp ${Math.random().toString(36).slice(2, 7)}`,
    pricePaise: 150_000,
    stock: 5,
    imagePath: '/images/products/lamp.svg',
  });
  const res = await placeOrder(shop, token, orderInput([{ productId: p, quantity: 1 }], { shipping }));
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.placeOrder.order;
}

describe('the address book (defect 6)', () => {
  it('adds, edits, makes default and deletes addresses; the first one is the default', async () => {
    const shopper = await signUp(shop, { email: 'book@example.com' });
    const first = await shop.gql<{ saveAddress: { address: AddressJson } }>(SAVE, { input: HOME }, shopper);
    expect(first.errors).toBeUndefined();
    expect(first.data!.saveAddress.address).toMatchObject({ ...HOME, isDefault: true, preselected: true });

    const office = { ...HOME, address: '1 Residency Road', city: 'Bengaluru', postalCode: '560025' };
    const second = await shop.gql<{ saveAddress: { address: AddressJson } }>(
      SAVE,
      { input: office },
      shopper,
    );
    const officeId = second.data!.saveAddress.address.id;
    expect(second.data!.saveAddress.address.isDefault).toBe(false);

    const edited = await shop.gql<{ saveAddress: { address: AddressJson } }>(
      SAVE,
      { input: { ...office, id: officeId, city: '  Bangalore ' } },
      shopper,
    );
    expect(edited.data!.saveAddress.address.city).toBe('Bangalore');

    await shop.gql(DEFAULT, { id: officeId }, shopper);
    let book = await addressesOf(shopper.token);
    expect(book.map((a) => [a.city, a.isDefault])).toEqual([
      ['Bangalore', true],
      ['Kolkata', false],
    ]);

    // Deleting the default hands it to the other address.
    const del = await shop.gql<{ deleteAddress: { message: string } }>(DELETE, { id: officeId }, shopper);
    expect(del.data!.deleteAddress.message).toBe('Address deleted');
    book = await addressesOf(shopper.token);
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({ city: 'Kolkata', isDefault: true });
  });

  it("refuses blanks with the spec's message and never shows or changes another shopper's address", async () => {
    const blank = await shop.gql(SAVE, { input: { ...HOME, city: '   ' } }, alice);
    expect(firstError(blank)).toEqual({
      message: 'Please fill in all shipping details',
      code: 'BAD_USER_INPUT',
    });

    const mine = await shop.gql<{ saveAddress: { address: AddressJson } }>(SAVE, { input: HOME }, alice);
    const id = mine.data!.saveAddress.address.id;
    expect((await addressesOf(bob.token)).map((a) => a.id)).not.toContain(id);
    for (const [query, vars] of [
      [SAVE, { input: { ...HOME, id, city: 'Taken' } }],
      [DELETE, { id }],
      [DEFAULT, { id }],
    ] as const) {
      const res = await shop.gql(query, vars, bob);
      expect(firstError(res)).toEqual({ message: 'Address not found', code: 'NOT_FOUND' });
    }
    expect((await addressesOf(alice.token)).find((a) => a.id === id)?.city).toBe('Kolkata');
    const anonymous = await shop.gql(ADDRESSES);
    expect(firstError(anonymous)?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the address of each checkout and preselects the last one used', async () => {
    const shopper = await signUp(shop, { email: 'ships@example.com' });
    expect(await addressesOf(shopper.token)).toEqual([]);
    await newOrder(shopper.token);
    let book = await addressesOf(shopper.token);
    expect(book).toEqual([
      expect.objectContaining({
        city: SHIPPING.city,
        postalCode: SHIPPING.postalCode,
        isDefault: true,
        preselected: true,
        lastUsedAt: expect.any(String),
      }),
    ]);

    const second = { ...SHIPPING, address: '9 Marine Drive', city: 'Mumbai', postalCode: '400020' };
    await newOrder(shopper.token, second);
    // The same address again (other case) is the same entry, not a copy.
    await newOrder(shopper.token, { ...second, city: 'MUMBAI' });
    book = await addressesOf(shopper.token);
    expect(book).toHaveLength(2);
    expect(book.find((a) => a.preselected)).toMatchObject({ address: '9 Marine Drive', isDefault: false });
  });
});

describe('live order changes for their owner (defect 7)', () => {
  interface Change {
    orderId: string;
    status: string;
    kind: string;
    refundedAmount: number | null;
  }
  function listen(token: string | undefined, into: Change[], errors: unknown[] = []): Promise<void> {
    return new Promise((ready) => {
      shop.ws(token).subscribe<{ orderChanged: Change }>(
        { query: 'subscription { orderChanged { orderId status kind refundedAmount } }' },
        {
          next: (v) => {
            if (v.errors) errors.push(v.errors);
            if (v.data) into.push(v.data.orderChanged);
          },
          error: (e) => errors.push(e),
          complete: () => undefined,
        },
      );
      setTimeout(ready, 300);
    });
  }

  it('pushes status changes, a cancellation and its refund to the owner only; others and strangers hear nothing', async () => {
    const order = await newOrder(alice.token);
    const seen: Change[] = [];
    const others: Change[] = [];
    const anonErrors: unknown[] = [];
    await Promise.all([
      listen(alice.token, seen),
      listen(bob.token, others),
      listen(undefined, [], anonErrors),
    ]);

    await shop.gql(STATUS, { id: order.id, s: 'PROCESSING' }, admin);
    await expect
      .poll(() => seen, { timeout: 3000 })
      .toEqual([{ orderId: order.id, status: 'PROCESSING', kind: 'status', refundedAmount: null }]);

    const pending = await newOrder(alice.token);
    await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id: pending.id }, alice);
    await expect
      .poll(() => seen.filter((c) => c.orderId === pending.id).map((c) => c.kind), { timeout: 3000 })
      .toEqual(['placed', 'payment', 'status', 'refund']);
    const refund = seen.find((c) => c.kind === 'refund')!;
    expect(refund.status).toBe('CANCELLED');
    expect(refund.refundedAmount).toBeGreaterThan(0);
    expect(others).toEqual([]);
    expect(JSON.stringify(anonErrors)).toContain('UNAUTHENTICATED');
  });
});

describe('the order timeline (defect 8)', () => {
  const TIMELINE = `query($id: ID!) { order(id: $id) { timeline { fromStatus toStatus actorRole actorName note at } } }`;
  interface Entry {
    fromStatus: string | null;
    toStatus: string;
    actorRole: string;
    actorName: string | null;
    note: string | null;
  }

  it('records who changed what, in the transaction of the change; the shopper sees a tracking view', async () => {
    const order = await newOrder(alice.token);
    for (const s of ['PROCESSING', 'SHIPPED']) await shop.gql(STATUS, { id: order.id, s }, admin);
    // A refused move writes nothing.
    const refused = await shop.gql(STATUS, { id: order.id, s: 'PROCESSING' }, admin);
    expect(firstError(refused)?.code).toBe('BAD_USER_INPUT');

    const forAdmin = await shop.gql<{ order: { timeline: Entry[] } }>(TIMELINE, { id: order.id }, admin);
    expect(
      forAdmin.data!.order.timeline.map((e) => [e.fromStatus, e.toStatus, e.actorRole, e.actorName]),
    ).toEqual([
      [null, 'PENDING', 'CUSTOMER', 'Alice Menon'],
      // the card was charged at once (the test gateway): the payment is in the history
      ['PENDING', 'PENDING', 'SYSTEM', null],
      ['PENDING', 'PROCESSING', 'ADMIN', 'Store Admin'],
      ['PROCESSING', 'SHIPPED', 'ADMIN', 'Store Admin'],
    ]);

    const forShopper = await shop.gql<{ order: { timeline: Entry[] } }>(TIMELINE, { id: order.id }, alice);
    expect(forShopper.data!.order.timeline[1]!.note).toMatch(/^Payment of ₹[\d,.]+ received \(pay_test_/);
    expect(forShopper.data!.order.timeline.map((e) => e.actorName)).toEqual([
      'You',
      'Rupee Shop',
      'Rupee Shop',
      'Rupee Shop',
    ]);
    const forBob = await shop.gql(TIMELINE, { id: order.id }, bob);
    expect(firstError(forBob)?.code).toBe('NOT_FOUND');
  });

  it('a cancellation is in the timeline with its refund', async () => {
    const order = await newOrder(alice.token);
    await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id: order.id }, alice);
    const rows = await sql<{ to_status: string; actor_role: string; note: string }>(
      shop,
      'select to_status, actor_role, note from order_events where order_id = ? order by at',
      [order.id],
    );
    expect(rows.map((r) => [r.to_status, r.actor_role])).toEqual([
      ['Pending', 'customer'],
      ['Pending', 'system'],
      ['Cancelled', 'customer'],
    ]);
    expect(rows[2]!.note).toMatch(/^₹[\d,.]+ refunded to the wallet \(fee ₹[\d,.]+\)$/);
  });
});

describe('notifications worded for what they are (defect 9)', () => {
  it('a cancellation is a refund to the wallet with the product image, not a total', async () => {
    const shopper = await signUp(shop, { email: 'notes@example.com' });
    const order = await newOrder(shopper.token);
    await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id: order.id }, shopper);
    const res = await shop.gql<{
      notifications: {
        kind: string;
        amountLabel: string | null;
        imageUrl: string | null;
        totalPrice: number;
      }[];
    }>('{ notifications { kind amountLabel imageUrl totalPrice } }', {}, shopper);
    const [refund, placed] = res.data!.notifications;
    expect(refund).toMatchObject({ kind: 'REFUND', imageUrl: '/images/products/lamp.svg' });
    expect(refund!.amountLabel).toMatch(/^₹[\d,.]+ refunded to your wallet$/);
    expect(refund!.amountLabel).not.toMatch(/total/i);
    expect(placed).toMatchObject({ kind: 'ORDER_PLACED', amountLabel: 'Order total ₹1,770.00' });
  });
});
