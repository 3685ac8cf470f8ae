import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { REPO_ROOT } from '../src/config/env.js';

// SIGTERM (an orchestrator replacing the instance): requests in flight complete, and sockets are
// closed with 1012 so that clients reconnect (to another instance) rather than give up.

const dbUrl = new URL(inject('postgresUrl'));
dbUrl.pathname = `/shop_test_${crypto.randomBytes(5).toString('hex')}`;
let dataDir: string | undefined;

afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  const admin = new URL(dbUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${dbUrl.pathname.slice(1)}" WITH (FORCE)`);
  await client.end();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

it('finishes a request in flight and closes sockets with 1012 on SIGTERM, then exits 0', async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-shutdown-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'graphql-server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // As deployed: some libraries behave differently under NODE_ENV=test (Apollo installs its
      // own signal handlers only outside it).
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: 'Shutdown-Admin#2026',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  // A subscriber's socket.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await new Promise((resolve) => socket.once('message', resolve));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  // A request whose body is still arriving when SIGTERM comes.
  const body = JSON.stringify({ query: '{ productCategories }' });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${base}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += String(c)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(10)), 500);
    }, 200);
  });

  const done = await answer;
  expect(done.status).toBe(200);
  expect(JSON.parse(done.text).data.productCategories.length).toBeGreaterThan(0);
  expect(await closed).toBe(1012);
  const stopping = Date.now();
  expect(await exited).toBe(0);
  // Well inside main.ts's 15 s limit (which exits 1).
  expect(Date.now() - stopping).toBeLessThan(10_000);
}, 60_000);
