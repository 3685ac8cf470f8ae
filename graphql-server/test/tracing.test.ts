import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../src/config/env.js';
import { Receiver } from './support/webhook-receiver.js';

// OpenTelemetry (issue 35): the server as a process of its own with OTEL_EXPORTER_OTLP_ENDPOINT
// pointing at a tiny OTLP/HTTP receiver started here (node:http, JSON as the OTLP/HTTP exporter
// sends it). A GraphQL operation arrives there as a span, with its SQL statements as child spans,
// in the trace of the caller's traceparent; a webhook delivery of the change it made continues that
// trace (a span of its own, sent to the receiver as `traceparent`).

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: { stringValue?: string } }[];
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('traces over OTLP/HTTP', () => {
  let child: ChildProcess;
  let receiver: http.Server;
  const hooks = new Receiver();
  const adminPassword = `Admin-${crypto.randomBytes(6).toString('hex')}`;
  let output = '';
  let url = '';
  let databaseUrl: string;
  let dataDir: string;
  const exports: { path: string; body: OtlpExport }[] = [];
  const spans = () =>
    exports.flatMap((e) =>
      (e.body.resourceSpans ?? []).flatMap((r) =>
        (r.scopeSpans ?? []).flatMap((s) => (s.spans ?? []).map((span) => ({ span, resource: r.resource }))),
      ),
    );

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (req.headers['content-type']?.startsWith('application/json'))
          exports.push({ path: req.url ?? '', body: JSON.parse(text) as OtlpExport });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    await hooks.start();
    const endpoint = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}`;

    const base = new URL(inject('postgresUrl'));
    base.pathname = `/shop_traces_${crypto.randomBytes(4).toString('hex')}`;
    databaseUrl = base.toString();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-traces-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'graphql-server'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: crypto.randomBytes(32).toString('hex'),
        ADMIN_EMAIL: 'admin@traces.test',
        ADMIN_PASSWORD: adminPassword,
        SEED_DEMO_DATA: 'false',
        JOBS: 'off',
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_SERVICE_NAME: 'shop-under-test',
        // The SDK's own setting: export every 200 ms instead of 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '200',
        // The webhook receiver is this test's, on loopback; the dispatcher runs as in production.
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
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
    await new Promise((r) => receiver?.close(r));
    await hooks.close();
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

  it('sends a span per GraphQL operation, a child span per resolver and its SQL statements under that, in the caller’s trace', async () => {
    const traceId = crypto.randomBytes(16).toString('hex');
    const callerSpan = crypto.randomBytes(8).toString('hex');
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${callerSpan}-01` },
      body: JSON.stringify({ query: 'query TracedCategories { categories { id name productCount } }' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();

    let operation: OtlpSpan | undefined;
    let resolver: OtlpSpan | undefined;
    let sql: OtlpSpan[] = [];
    const childrenOf = (parent: OtlpSpan) =>
      spans()
        .filter((s) => s.span.parentSpanId === parent.spanId)
        .map((s) => s.span);
    for (let i = 0; i < 100; i++) {
      operation = spans().find((s) => s.span.name === 'query TracedCategories')?.span;
      // The root field's resolver is the operation's child; its SQL statements are the resolver's.
      resolver = operation ? childrenOf(operation).find((s) => s.name === 'Query.categories') : undefined;
      sql = resolver ? childrenOf(resolver) : [];
      if (sql.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(exports.every((e) => e.path === '/v1/traces')).toBe(true);
    expect(
      operation,
      `spans received: ${spans()
        .map((s) => s.span.name)
        .join(', ')}`,
    ).toBeDefined();
    // The caller's trace continues: its span is the operation's parent.
    expect(operation!.traceId).toBe(traceId);
    expect(operation!.parentSpanId).toBe(callerSpan);
    const attribute = (span: OtlpSpan, key: string) =>
      span.attributes?.find((a) => a.key === key)?.value.stringValue;
    expect(attribute(operation!, 'graphql.operation.name')).toBe('TracedCategories');
    expect(resolver, 'a span for the Query.categories resolver under the operation').toBeDefined();
    // At least one SQL statement, a child of the resolver that sent it, with its text but not its values.
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.every((s) => s.traceId === traceId)).toBe(true);
    const statement = sql.map((s) => attribute(s, 'db.statement') ?? attribute(s, 'db.query.text'));
    expect(statement.some((t) => /categor/i.test(t ?? ''))).toBe(true);
    const resource = spans().find((s) => s.span === operation)!.resource;
    expect(resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue).toBe(
      'shop-under-test',
    );
  });

  it('continues the change’s trace into its webhook delivery (traceparent)', async () => {
    const gql = async (query: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@traces.test', password: adminPassword }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    await gql(
      `mutation { createWebhookEndpoint(input: { name: "Traced", url: "${hooks.url}",
        document: "subscription { productCreated { productId } }" }) { secret } }`,
      auth,
    );
    // The change, in a trace of the caller's.
    const traceId = crypto.randomBytes(16).toString('hex');
    const callerSpan = crypto.randomBytes(8).toString('hex');
    await gql(
      `mutation TracedCreate { createProduct(input: { name: "Traced Lamp", description: "A lamp",
        category: "Electronics", price: 499, stock: 3 }) { id } }`,
      { ...auth, traceparent: `00-${traceId}-${callerSpan}-01` },
    );
    await hooks.received(1);
    const header = String(hooks.got[0]!.headers.traceparent);
    const [, sentTrace, sentSpan] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/.exec(header) ?? [];
    // The delivery is in the change's trace ...
    expect(sentTrace, header).toBe(traceId);
    // ... as a span of its own, a child of the resolver that made the change (itself a child of
    // the mutation's operation span).
    let delivery: OtlpSpan | undefined;
    let operation: OtlpSpan | undefined;
    let resolver: OtlpSpan | undefined;
    for (let i = 0; i < 100 && !(delivery && operation && resolver); i++) {
      delivery = spans().find((s) => s.span.spanId === sentSpan)?.span;
      operation = spans().find((s) => s.span.name === 'mutation TracedCreate')?.span;
      resolver = spans().find((s) => s.span.name === 'Mutation.createProduct')?.span;
      if (!(delivery && operation && resolver)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(operation?.parentSpanId).toBe(callerSpan);
    expect(resolver?.parentSpanId).toBe(operation?.spanId);
    expect(delivery?.name).toBe('webhook productCreated');
    expect(delivery?.traceId).toBe(traceId);
    expect(delivery?.parentSpanId).toBe(resolver?.spanId);
  });
});
