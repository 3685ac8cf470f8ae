import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './logger.js';
import type { ShopMetrics } from './metrics.js';

/**
 * Where `GET /metrics` is served (docs/decisions/request-ids-metrics-and-traces.md): on a port of
 * its own (`METRICS_PORT`, on `METRICS_HOST`, default 127.0.0.1), which needs no token, and/or on
 * the shop's port for a bearer token (`METRICS_TOKEN`). Neither set: nowhere.
 */

async function answer(metrics: ShopMetrics, res: ServerResponse, log: Logger): Promise<void> {
  try {
    const { contentType, body } = await metrics.text();
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    res.end(body);
  } catch (err) {
    log.error({ err }, 'metrics could not be collected');
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('metrics could not be collected');
  }
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * The main port's `/metrics`: answered only with `Authorization: Bearer <token>` (compared in
 * constant time); a missing or wrong token gets 401. Without a token configured, 404.
 */
export function metricsOnMainPort(
  metrics: ShopMetrics,
  token: string | undefined,
  log: Logger,
): (req: IncomingMessage, res: ServerResponse) => void {
  const expected = token === undefined ? undefined : digest(token);
  return (req, res) => {
    if (!expected) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!sent || !crypto.timingSafeEqual(digest(sent), expected)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' });
      res.end('A metrics token is required');
      return;
    }
    void answer(metrics, res, log);
  };
}

/** `METRICS_PORT`: a server that answers `GET /metrics` (and 404 to anything else). */
export async function serveMetrics(
  metrics: ShopMetrics,
  port: number,
  host: string,
  log: Logger,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD'))
      return void answer(metrics, res, log);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  log.info({ port: address.port, host }, 'metrics served on their own port');
  return {
    url: `http://${shown}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
