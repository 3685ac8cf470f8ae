import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

let shop: TestShop;
let admin: string;
let shopper: string;
let uploadsDir: string;

const FIELDS = {
  name: 'Terracotta Vase',
  category: 'Home',
  price: '799',
  stock: '15',
  description: 'Hand-thrown.',
};

const png = (w = 1200, h = 900) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return f;
}

async function send(method: string, p: string, body: FormData, token?: string) {
  const res = await fetch(`${shop.url}${p}`, {
    method,
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A GraphQL multipart request (the graphql-multipart-request spec) with one file as `image`. */
async function gqlUpload(query: string, variables: Record<string, unknown>, bytes: Buffer, token: string) {
  const f = new FormData();
  f.append('operations', JSON.stringify({ query, variables: { ...variables, image: null } }));
  f.append('map', JSON.stringify({ 0: ['variables.image'] }));
  f.append('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    body: f,
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
  });
  return (await res.json()) as {
    data?: Record<string, { id: string; imageUrl: string | null; thumbnailUrl: string | null }> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

/**
 * Starts a 5 MB multipart upload but sends only its headers and first 64 kB, then waits: answers
 * the status the server gave meanwhile (or null after 5 s without an answer), how much of the body
 * had been sent by then, and whether the server closed the connection.
 */
function startHugeUpload(method: string, p: string, token?: string) {
  const total = 5 * 1024 * 1024;
  const boundary = 'x-boundary-x';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return new Promise<{ status: number | null; sent: number; closed: boolean; body: string }>((resolve) => {
    let sent = 0;
    let closed = false;
    const req = http.request(`${shop.url}${p}`, {
      method,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(total),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ status: null, sent, closed, body: '' });
    }, 5000);
    req.on('error', () => undefined);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        res.socket?.once('close', () => (closed = true));
        // The server's side closes (Connection: close) without waiting for the rest of the body.
        setTimeout(() => {
          clearTimeout(timer);
          closed ||= res.socket?.destroyed ?? true;
          req.destroy();
          resolve({ status: res.statusCode ?? null, sent, closed, body });
        }, 200);
      });
    });
    req.write(head);
    const chunk = Buffer.alloc(64 * 1024, 1);
    req.write(chunk);
    sent = head.length + chunk.length;
    req.flushHeaders();
  });
}

const exists = (p: string) =>
  fs.access(p).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  shop = await startTestShop();
  uploadsDir = shop.server.config.uploadsDir;
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  shopper = (await signUp(shop, { email: 'uploader@example.com' })).token;
});
afterAll(() => shop?.close());

describe('REST image uploads', () => {
  it('stores a real PNG as WebP at two sizes and serves it with nosniff', async () => {
    const res = await send(
      'POST',
      '/api/products',
      form(FIELDS, { bytes: await png(), name: 'vase.png', type: 'image/png' }),
      admin,
    );
    expect(res.status).toBe(201);
    const imageUrl = String(res.body.imageUrl);
    expect(imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f]{24}\.webp$/);
    const served = await fetch(`${shop.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const thumb = await fetch(`${shop.url}${String(res.body.thumbnailUrl)}`);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('refuses an HTML file named .jpg, whatever the declared type', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const res = await send(
      'POST',
      '/api/products',
      form(FIELDS, { bytes: html, name: 'cat.jpg', type: 'image/jpeg' }),
      admin,
    );
    expect(res).toMatchObject({
      status: 415,
      body: { error: 'Please upload a valid image (JPEG, PNG, GIF, WEBP)' },
    });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await send(
      'POST',
      '/api/products',
      form(FIELDS, { bytes: big, name: 'big.png', type: 'image/png' }),
      admin,
    );
    expect(res).toMatchObject({ status: 413, body: { error: 'Image must be 5 MB or smaller' } });
  });

  it('refuses a pixel bomb (small file, huge canvas)', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await send(
      'POST',
      '/api/products',
      form(FIELDS, { bytes: bomb, name: 'bomb.png', type: 'image/png' }),
      admin,
    );
    expect(res.status).toBe(413);
    expect(String(res.body.error)).toMatch(/too large/);
  });

  it('refuses uploads from shoppers and anonymous callers', async () => {
    const file = { bytes: await png(), name: 'x.png', type: 'image/png' };
    expect(await send('POST', '/api/products', form(FIELDS, file), shopper)).toMatchObject({
      status: 403,
      body: { error: 'You are not authorized to add products' },
    });
    expect((await send('POST', '/api/products', form(FIELDS, file))).status).toBe(401);
  });

  it('refuses an anonymous or shopper upload from its headers, before reading a 5 MB body', async () => {
    const anonymous = await startHugeUpload('POST', '/api/products');
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ error: 'You are not authorized to add products' });
    expect(anonymous.sent).toBeLessThan(100 * 1024);
    expect(anonymous.closed).toBe(true);
    const customer = await startHugeUpload(
      'PUT',
      '/api/products/00000000-0000-4000-8000-000000000000',
      shopper,
    );
    expect(customer.status).toBe(403);
    expect(JSON.parse(customer.body)).toMatchObject({ error: 'You are not authorized to update products' });
    expect(customer.closed).toBe(true);
    // An admin's upload is read as before (the same headers get no early answer).
    const adminUpload = await startHugeUpload('POST', '/api/products', admin);
    expect(adminUpload.status).toBeNull();
  });

  it('refuses an anonymous or shopper GraphQL upload from its headers, before reading a 5 MB body', async () => {
    const anonymous = await startHugeUpload('POST', '/graphql');
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(anonymous.sent).toBeLessThan(100 * 1024);
    expect(anonymous.closed).toBe(true);
    const customer = await startHugeUpload('POST', '/graphql', shopper);
    expect(customer.status).toBe(403);
    expect(JSON.parse(customer.body)).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    expect(customer.closed).toBe(true);
    // An admin's upload is read (here refused by the upload reader: no operations field first).
    const adminUpload = await startHugeUpload('POST', '/graphql', admin);
    expect(adminUpload.status).not.toBe(401);
    expect(adminUpload.status).not.toBe(403);
  });

  it('removes the old files when the image is replaced and when the product is deleted', async () => {
    const created = await send(
      'POST',
      '/api/products',
      form(FIELDS, { bytes: await png(), name: 'a.png', type: 'image/png' }),
      admin,
    );
    const id = String(created.body._id);
    const first = path.join(uploadsDir, String(created.body.imageUrl).replace('/uploads/', ''));
    expect(await exists(first)).toBe(true);
    const updated = await send(
      'PUT',
      `/api/products/${id}`,
      form({}, { bytes: await png(640, 640), name: 'b.png', type: 'image/png' }),
      admin,
    );
    expect(updated.status).toBe(200);
    const second = path.join(uploadsDir, String(updated.body.imageUrl).replace('/uploads/', ''));
    expect(second).not.toBe(first);
    expect(await exists(first)).toBe(false);
    expect(await exists(first.replace('.webp', '-thumb.webp'))).toBe(false);
    expect(await exists(second)).toBe(true);
    const del = await fetch(`${shop.url}/api/products/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(del.status).toBe(200);
    expect(await exists(second)).toBe(false);
    expect((await fetch(`${shop.url}${String(updated.body.imageUrl)}`)).status).toBe(404);
  });

  it('answers a clean 404 for unknown upload paths', async () => {
    const res = await fetch(`${shop.url}/uploads/products/nothing-here.webp`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
    const traversal = await fetch(`${shop.url}/uploads/..%2f..%2fpackage.json`);
    expect(traversal.status).toBe(403);
    expect(await traversal.text()).toBe('Forbidden');
  });
});

describe('GraphQL image uploads', () => {
  it('creates a product with an image over graphql multipart', async () => {
    const res = await gqlUpload(
      `mutation C($input: ProductInput!, $image: Upload) { createProduct(input: $input, image: $image) { id imageUrl thumbnailUrl } }`,
      { input: { name: 'Brass Lamp', category: 'Home', price: 1500, stock: 4, description: 'Brass.' } },
      await png(),
      admin,
    );
    expect(res.errors).toBeUndefined();
    const url = res.data!.createProduct!.imageUrl!;
    expect((await fetch(`${shop.url}${url}`)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await gqlUpload(
      `mutation C($input: ProductInput!, $image: Upload) { createProduct(input: $input, image: $image) { id } }`,
      { input: { name: 'Huge', category: 'Home', price: 1, stock: 1, description: 'x' } },
      big,
      admin,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Image must be 5 MB or smaller',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('refuses a non-image and a shopper', async () => {
    const notImage = await gqlUpload(
      `mutation C($input: ProductInput!, $image: Upload) { createProduct(input: $input, image: $image) { id } }`,
      { input: { name: 'Fake', category: 'Home', price: 1, stock: 1, description: 'x' } },
      Buffer.from('GIF89 not really'),
      admin,
    );
    expect(notImage.errors?.[0]?.message).toBe('Please upload a valid image (JPEG, PNG, GIF, WEBP)');
    const asShopper = await gqlUpload(
      `mutation C($input: ProductInput!, $image: Upload) { createProduct(input: $input, image: $image) { id } }`,
      { input: { name: 'Fake', category: 'Home', price: 1, stock: 1, description: 'x' } },
      await png(),
      shopper,
    );
    // Refused from its headers, before the file is read (the operation is in the body, unread).
    expect(asShopper.errors?.[0]).toMatchObject({
      message: 'Only admins may upload files',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('seeded catalog', () => {
  it('seeds over 40 products once, with drawn images on disk', async () => {
    const list = await shop.rest<{ category: string; imageUrl: string; stock: number; featured: boolean }[]>(
      'GET',
      '/api/products',
    );
    const seeded = list.body.filter((p) => p.imageUrl?.startsWith('/uploads/products/seed-'));
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(seeded.map((p) => p.category));
    for (const c of [
      'Electronics',
      'Fashion',
      'Home',
      'Beauty',
      'Sports',
      'Apparel',
      'Accessories',
      'Fitness',
    ])
      expect(categories).toContain(c);
    expect(seeded.filter((p) => p.stock === 0).length).toBeGreaterThan(0);
    expect(seeded.filter((p) => p.stock > 0 && p.stock <= 5).length).toBeGreaterThanOrEqual(3);
    expect(seeded.filter((p) => p.featured).length).toBe(8);
    const img = await fetch(`${shop.url}${seeded[0]!.imageUrl}`);
    expect(img.status).toBe(200);
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).format).toBe('webp');
  });
});
