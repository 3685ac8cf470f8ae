import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../src/config/env.js';
import { MailCatcher } from './support/mail-catcher.js';

// The server as a process of its own at LOG_LEVEL=debug, everything it prints (standard output and
// error) captured: registration, resend, password reset, sign-in and sign-out leave none of their
// one-time codes, tokens or passwords in it (issue 30, item 1).

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const ADMIN_PASSWORD = `Admin-${crypto.randomBytes(6).toString('hex')}`;
const JWT_SECRET = crypto.randomBytes(32).toString('hex');
const EMAIL = 'log-reader@example.com';
const PASSWORD = `First#${crypto.randomBytes(4).toString('hex')}`;
const NEW_PASSWORD = `Second#${crypto.randomBytes(4).toString('hex')}`;

describe('what the server prints at LOG_LEVEL=debug', () => {
  let child: ChildProcess;
  let output = '';
  let url = '';
  let mail: MailCatcher;
  let databaseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    const started = await MailCatcher.start();
    mail = started.catcher;
    const base = new URL(inject('postgresUrl'));
    base.pathname = `/shop_logs_${crypto.randomBytes(4).toString('hex')}`;
    databaseUrl = base.toString();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-logs-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'graphql-server'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: 'debug',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SMTP_URL: started.url,
        JWT_SECRET,
        ADMIN_PASSWORD,
        SEED_DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    for (let i = 0; i < 600 && !output.includes('shop is running at'); i++) {
      if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!output.includes('shop is running at')) throw new Error(`the server did not start:\n${output}`);
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const closed = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGTERM');
      await closed;
    }
    await mail?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new URL(databaseUrl);
      admin.pathname = '/postgres';
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
      await c.end();
    }
  });

  async function post(p: string, body: unknown, token?: string) {
    const res = await fetch(`${url}${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'shop_session=a-cookie-value-never-logged',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('holds none of the codes, tokens or passwords of registration, resend, reset and sign-in', async () => {
    const secrets: string[] = [ADMIN_PASSWORD, JWT_SECRET, PASSWORD, NEW_PASSWORD];

    // Registration, then a second code (resend), verified with the second.
    const details = { name: 'Log Reader', mobileNumber: '9876543210', email: EMAIL, address: 'Pune' };
    expect(
      (await post('/api/auth/register', { ...details, password: PASSWORD, confirmPassword: PASSWORD }))
        .status,
    ).toBe(200);
    secrets.push(await mail.codeFor(EMAIL, 1));
    expect((await post('/api/auth/resend-otp', { email: EMAIL })).status).toBe(200);
    const code = await mail.codeFor(EMAIL, 2);
    secrets.push(code);
    expect((await post('/api/auth/verify-otp', { email: EMAIL, otp: code })).status).toBe(200);

    // A wrong code at debug level (the refused input is not echoed either).
    expect((await post('/api/auth/verify-otp', { email: EMAIL, otp: '000000' })).status).toBe(400);

    // Password reset: the code, its check, the new password.
    expect((await post('/api/auth/forgot-password', { email: EMAIL })).status).toBe(200);
    const reset = await mail.codeFor(EMAIL, 3);
    secrets.push(reset);
    expect((await post('/api/auth/verify-reset-otp', { email: EMAIL, otp: reset })).status).toBe(200);
    const body = { email: EMAIL, otp: reset, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    expect((await post('/api/auth/reset-password-otp', body)).status).toBe(200);

    // Sign-in (the access token), a request carrying it, sign-out; the admin too, over GraphQL.
    const login = await post('/api/auth/login', { email: EMAIL, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    secrets.push(token);
    const me = await fetch(`${url}/api/auth/check-auth`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const gql = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($i: LoginInput!) { adminLogin(input: $i) { token } }',
        variables: { i: { email: 'admin@rupeeshop.local', password: ADMIN_PASSWORD } },
      }),
    });
    const adminToken = ((await gql.json()) as { data?: { adminLogin?: { token?: string } } }).data?.adminLogin
      ?.token;
    expect(adminToken).toBeTruthy();
    secrets.push(adminToken!);
    expect((await post('/api/auth/logout', {}, token)).status).toBe(200);

    // The server logged at debug (the captured output is the real one), mails included.
    await expect
      .poll(() => output.split('\n').filter((l) => l.includes('"msg":"request"')).length)
      .toBeGreaterThan(8);
    expect(output).toContain('"msg":"mail sent"');
    await new Promise((r) => setTimeout(r, 300)); // anything logged after the answers
    for (const secret of secrets) expect(output, `a secret was printed: ${secret}`).not.toContain(secret);
    expect(output).not.toContain('a-cookie-value-never-logged');
    expect(output).not.toMatch(/your one-time code is/);
    // Nor in the mails' subjects (shown in notifications and mail lists): the code is in the body only.
    expect(mail.mailsTo(EMAIL).map((m) => m.subject)).toEqual(
      Array(3).fill('Rupee Shop: your one-time code'),
    );
  }, 60_000);
});
