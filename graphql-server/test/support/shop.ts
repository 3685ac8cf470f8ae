import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { loadConfig, type Env } from '../../src/config/env.js';
import { createLogger, type Logger } from '../../src/common/logger.js';
import { startShopServer, type ShopServer, type StartOptions } from '../../src/server.js';
import { MailCatcher } from './mail-catcher.js';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

export interface TestShop {
  server: ShopServer;
  url: string;
  mail: MailCatcher;
  databaseUrl: string;
  /** POST /graphql; `client` picks the X-Forwarded-For address (throttles are per client). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { token?: string | null; client?: string },
  ): Promise<GqlResult<T>>;
  /** A call to the legacy REST API; answers the status and the parsed JSON body. */
  rest<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    opts?: { token?: string | null; client?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  ws(token?: string): Client;
  close(): Promise<void>;
}

/** Drops a test database (on a shared server, such as CI's, they would otherwise pile up). */
async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export const ADMIN = { email: 'admin@test.local', password: 'AdminPass#2026' };

/**
 * Starts a whole shop for one test file: its own database on the run's PostgreSQL, a real SMTP
 * server that captures mail, and the server on a free port.
 */
export async function startTestShop(
  env: Partial<Env> = {},
  options: StartOptions = {},
  /** The shop's logger (default: one at the config's LOG_LEVEL, on standard output). */
  logger?: (level: string) => Logger,
): Promise<TestShop> {
  const base = new URL(inject('postgresUrl'));
  const dbName = `shop_test_${crypto.randomBytes(5).toString('hex')}`;
  base.pathname = `/${dbName}`;
  const databaseUrl = base.toString();
  const { catcher, url: smtpUrl } = await MailCatcher.start();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-data-'));
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      PORT: 0,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true' as never,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      // CI runs the suite once more against the machine's Redis; keys and channels stay per shop.
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `${dbName}:`,
      // Jobs run when a test runs them (server.jobs.runNow); jobs.test.ts starts pg-boss.
      JOBS: 'off',
      // Webhook deliveries go out when a test passes them (server.webhooks.runOnce).
      WEBHOOKS_DISPATCHER: 'off',
      ...env,
    },
  );
  const server = await startShopServer(
    config,
    logger ? logger(config.LOG_LEVEL) : createLogger(config.LOG_LEVEL),
    options,
  );
  const url = server.url;
  const sockets: Client[] = [];

  const headersFor = (opts: { token?: string | null; client?: string } = {}) => ({
    'content-type': 'application/json',
    'x-forwarded-for': opts.client ?? '10.0.0.1',
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
  });

  return {
    server,
    url,
    mail: catcher,
    databaseUrl,
    async gql(query, variables, opts) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: headersFor(opts),
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as Omit<GqlResult, 'status'>;
      return { status: res.status, ...body } as never;
    },
    async rest(method, p, body, opts) {
      const res = await fetch(`${url}${p}`, {
        method,
        headers: { ...headersFor(opts), ...opts?.headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed as never, headers: res.headers };
    },
    ws(token) {
      const client = createClient({
        url: `${url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      });
      sockets.push(client);
      return client;
    },
    async close() {
      await Promise.all(sockets.map((s) => s.dispose()));
      await server.close();
      await catcher.close();
      await fs.rm(dataDir, { recursive: true, force: true });
      await dropDatabase(databaseUrl);
    },
  };
}

/** Registers and verifies a shopper through the real e-mail flow; returns a logged-in token. */
export async function signUp(
  shop: TestShop,
  who: { email: string; password?: string; name?: string; client?: string },
): Promise<{ token: string; userId: string }> {
  const password = who.password ?? 'Secret#123';
  const client = who.client ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const reg = await shop.rest(
    'POST',
    '/api/auth/register',
    {
      name: who.name ?? 'Asha Rao',
      mobileNumber: '9876543210',
      email: who.email,
      address: '12 MG Road, Bengaluru',
      password,
      confirmPassword: password,
    },
    { client },
  );
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const n = shop.mail.mailsTo(who.email).length;
  const otp = await shop.mail.codeFor(who.email, n);
  const ver = await shop.rest('POST', '/api/auth/verify-otp', { email: who.email, otp }, { client });
  if (ver.status !== 200) throw new Error(`verify failed: ${JSON.stringify(ver.body)}`);
  return logIn(shop, who.email, password, client);
}

export async function logIn(
  shop: TestShop,
  email: string,
  password: string,
  client = '10.8.0.1',
): Promise<{ token: string; userId: string }> {
  const res = await shop.rest<{ token: string; user: { id: string } }>(
    'POST',
    '/api/auth/login',
    { email, password },
    { client },
  );
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.token, userId: res.body.user.id };
}
