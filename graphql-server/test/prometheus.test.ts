import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/env.js';
import { startTestShop, type TestShop } from './support/shop.js';

// deploy/prometheus.yml and deploy/grafana-dashboard.json (issue 35): Debian's prometheus scrapes
// a running shop with that file (its target the shop's METRICS_PORT), and a metric of a request
// made here is read back through Prometheus's HTTP API. The dashboard asks only for metrics the
// shop serves.

const prometheus = spawnSync('prometheus', ['--version']).status === 0;
if (!prometheus)
  console.warn('prometheus test skipped: prometheus is not installed (apt-get install -y prometheus)');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface QueryAnswer {
  status: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

describe('the shop’s metrics', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({ METRICS_PORT: 0, SEED_DEMO_DATA: 'false' as never });
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('include every metric the Grafana dashboard asks for', async () => {
    const dashboard = JSON.parse(
      await fs.readFile(path.join(REPO_ROOT, 'deploy/grafana-dashboard.json'), 'utf8'),
    ) as { panels: { title: string; targets: { expr: string }[] }[] };
    const served = new Set(
      [...(await (await fetch(shop.server.metricsUrl!)).text()).matchAll(/^# TYPE (\S+) /gm)].map(
        (m) => m[1],
      ),
    );
    const asked = new Set(
      dashboard.panels.flatMap((p) =>
        p.targets.flatMap((t) =>
          [...t.expr.matchAll(/\b((?:shop|nodejs|process)_[a-z0-9_]+)\{/g)].map((m) => m[1]!),
        ),
      ),
    );
    expect(asked.size).toBeGreaterThan(10);
    // Histograms are served as one family; Redis's gauge only with REDIS_URL.
    const missing = [...asked]
      .map((name) => name.replace(/_(bucket|count|sum)$/, ''))
      .filter((name) => !served.has(name) && !(name === 'shop_redis_up' && !process.env.REDIS_URL));
    expect(missing).toEqual([]);
  });

  describe.skipIf(!prometheus)('scraped by Prometheus with deploy/prometheus.yml', () => {
    let server: ChildProcess;
    let promUrl: string;
    let dir: string;
    let output = '';

    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-prometheus-'));
      const target = new URL(shop.server.metricsUrl!).host;
      const config = (await fs.readFile(path.join(REPO_ROOT, 'deploy/prometheus.yml'), 'utf8'))
        .replace("'localhost:9464'", `'${target}'`)
        .replace(/scrape_interval: 15s/, 'scrape_interval: 1s');
      expect(config).toContain(target);
      await fs.writeFile(path.join(dir, 'prometheus.yml'), config);
      const port = await freePort();
      promUrl = `http://127.0.0.1:${port}`;
      server = spawn(
        'prometheus',
        [
          `--config.file=${path.join(dir, 'prometheus.yml')}`,
          `--storage.tsdb.path=${path.join(dir, 'data')}`,
          `--web.listen-address=127.0.0.1:${port}`,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
      server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      for (let i = 0; i < 100; i++) {
        const res = await fetch(`${promUrl}/-/ready`).catch(() => null);
        if (res?.status === 200) return;
        if (server.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`prometheus did not start:\n${output}`);
    }, 60_000);

    afterAll(async () => {
      if (server && server.exitCode === null) {
        const closed = new Promise((resolve) => server.once('close', resolve));
        server.kill('SIGTERM');
        await closed;
      }
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    });

    const query = async (promql: string) => {
      const res = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
      expect(res.status).toBe(200);
      return (await res.json()) as QueryAnswer;
    };

    it('reads back, through /api/v1/query, the count of an operation sent to the shop', async () => {
      // Three documents (the same one again would be a response-cache hit, never executed).
      for (const fields of ['id', 'name', 'id name']) {
        const res = await shop.gql(`query Categories { categories { ${fields} } }`);
        expect(res.errors).toBeUndefined();
      }
      const promql =
        'sum(shop_graphql_operation_duration_seconds_count{job="rupee-shop",operation="Categories",outcome="ok"})';
      let answer: QueryAnswer | undefined;
      for (let i = 0; i < 60; i++) {
        answer = await query(promql);
        if (Number(answer.data.result[0]?.value[1] ?? 0) >= 3) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(answer?.status).toBe('success');
      expect(Number(answer?.data.result[0]?.value[1])).toBeGreaterThanOrEqual(3);
      const up = await query('up{job="rupee-shop"}');
      expect(up.data.result.map((r) => r.value[1])).toEqual(['1']);
    }, 60_000);
  });
});
