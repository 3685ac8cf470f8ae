import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, logIn, startTestShop, type TestShop } from './support/shop.js';

// Uploaded images in an S3-compatible bucket (UPLOADS_S3_*), against a local S3 server (s3rver, from
// npm): nothing is written to the instance's own disk, and /uploads serves the bucket's objects.

interface LocalS3 {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => LocalS3;

const BUCKET = 'shop-images';
let s3: LocalS3;
let s3Dir: string;
let endpoint: string;
let shop: TestShop;

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  shop = await startTestShop({
    SEED_DEMO_DATA: 'false' as never,
    UPLOADS_S3_BUCKET: BUCKET,
    UPLOADS_S3_ENDPOINT: endpoint,
    UPLOADS_S3_ACCESS_KEY_ID: 'S3RVER',
    UPLOADS_S3_SECRET_ACCESS_KEY: 'S3RVER',
    UPLOADS_S3_PREFIX: `t${crypto.randomBytes(3).toString('hex')}/`,
  });
}, 60_000);
afterAll(async () => {
  await shop?.close();
  await s3?.close();
  await fs.rm(s3Dir, { recursive: true, force: true });
});

it('stores an uploaded image in the bucket, serves it at /uploads, and removes it with the product', async () => {
  const { token } = await logIn(shop, ADMIN.email, ADMIN.password);
  const png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Bucket Lamp',
    category: 'Home',
    price: '999',
    stock: '3',
    description: 'Lit.',
  }))
    form.append(k, v);
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lamp.png');
  const created = await fetch(`${shop.url}/api/products`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status).toBe(201);
  const product = (await created.json()) as { _id: string; imageUrl: string };
  const key = product.imageUrl.replace('/uploads/', '');

  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const prefix = shop.server.config.UPLOADS_S3_PREFIX;
  const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: prefix + key }));
  expect(head.ContentType).toBe('image/webp');
  // Nothing on the instance's own disk.
  await expect(fs.access(path.join(shop.server.config.uploadsDir, key))).rejects.toThrow();

  const served = await fetch(`${shop.url}${product.imageUrl}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  expect((await fetch(`${shop.url}/uploads/products/nope.webp`)).status).toBe(404);
  expect((await fetch(`${shop.url}/uploads/..%2Fsecret`)).status).toBe(404);

  const del = await fetch(`${shop.url}/api/products/${product._id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(del.status).toBe(200);
  await expect(client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: prefix + key }))).rejects.toThrow();
  expect((await fetch(`${shop.url}${product.imageUrl}`)).status).toBe(404);
  client.destroy();
}, 60_000);
