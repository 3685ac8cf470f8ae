import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { codeInBody } from './support/mail-catcher.js';

let shop: TestShop;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Rupee Shop</title><div id="root"></div>',
  );
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  shop = await startTestShop({ WEB_DIST: webDist });
});
afterAll(async () => {
  await shop?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

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

  it('serves the web app for deep links, and its assets', async () => {
    for (const p of ['/', '/products', '/login', '/products/123', '/admin/login']) {
      const res = await fetch(`${shop.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('<div id="root">');
    }
    const asset = await fetch(`${shop.url}/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
  });

  it('answers unknown API paths and missing uploads with 404, never the app', async () => {
    const api = await shop.rest('GET', '/api/no-such-thing');
    expect(api).toMatchObject({ status: 404, body: { error: 'Not found' } });
    const upload = await fetch(`${shop.url}/uploads/missing.webp`);
    expect(upload.status).toBe(404);
    expect(await upload.text()).not.toContain('<div id="root">');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Request body is not valid JSON' });
  });
});

describe('without SMTP settings', () => {
  it('writes each mail to the outbox folder, where a developer can read the code', async () => {
    const local = await startTestShop({ SMTP_URL: undefined });
    try {
      const res = await local.rest('POST', '/api/auth/register', {
        name: 'Outbox Reader',
        mobileNumber: '9876543210',
        email: 'outbox@example.com',
        address: 'Chennai',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
      });
      expect(res.status).toBe(200);
      const outbox = local.server.config.outboxDir;
      const files = await fs.readdir(outbox);
      expect(files).toHaveLength(1);
      const eml = await fs.readFile(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: outbox@example\.com$/m);
      const code = codeInBody(eml);
      expect(code).toBeDefined();
      const verified = await local.rest('POST', '/api/auth/verify-otp', {
        email: 'outbox@example.com',
        otp: code,
      });
      expect(verified.status).toBe(200);
    } finally {
      await local.close();
    }
  });
});
