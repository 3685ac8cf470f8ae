import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import accepts from 'accepts';
import helmet from 'helmet';
import { LRUCache } from 'lru-cache';
import type { RequestIdentity } from './request-id.js';

/**
 * What every answer of the shop shares, whether Express or the GraphQL endpoint (graphql-http.ts)
 * sends it: the security headers, the access log, and compression of what is made per request.
 */

/**
 * The security headers (helmet with the shop's options), recorded once at start: each answer then
 * gets the recorded list without redoing its assembly.
 */
export function securityHeaders(production: boolean): readonly [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let ran = false;
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // https: for the store logo the admin may link (Settings: logoUrl).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: production,
  })({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => (ran = true));
  if (!ran || !headers.length) throw new Error('securityHeaders: helmet did not run synchronously');
  return headers;
}

/**
 * Access log: one structured line per API or GraphQL request, when its answer has gone out, written
 * with the request's own logger (its `reqId`, common/request-id.ts).
 */
export function logWhenAnswered(
  request: RequestIdentity,
  method: string,
  path: string,
  res: ServerResponse,
): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = { method, path, status: res.statusCode, ms: Math.round(ms) };
    if (res.statusCode >= 500) request.log().error(line, 'request failed');
    else if (request.writes('debug')) request.log().debug(line, 'request');
  });
}

/** An answer at least this large goes out compressed when the client accepts it (as `compression` does). */
export const COMPRESS_THRESHOLD = 1024;
/** Larger answers are compressed on libuv's thread pool, smaller ones at once (cheaper than the hop). */
const COMPRESS_OFF_THREAD = 64 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  // Quality 4: most of brotli's gain for little CPU (what the `compression` middleware is set to).
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/**
 * The encodings chosen for `Accept-Encoding` values seen: clients send a handful of distinct ones
 * (each browser its own, most API clients none), and negotiating parses and sorts the header's
 * entries every time. Bounded: short values only, the least recently used dropped past 500.
 */
const chosenEncodings = new LRUCache<string, string | false>({ max: 500 });

/** The best of brotli, gzip and none that `Accept-Encoding` accepts (false: none of them). */
function encodingFor(header: string | undefined): string | false {
  const key = header ?? '';
  let chosen = chosenEncodings.get(key);
  if (chosen === undefined) {
    chosen = accepts({ headers: { 'accept-encoding': header } } as IncomingMessage).encodings([
      'br',
      'gzip',
      'identity',
    ]);
    if (key.length <= 200) chosenEncodings.set(key, chosen);
  }
  return chosen;
}

/**
 * Sends a whole answer made per request, in the best encoding the client accepts (brotli, then
 * gzip) when it is large enough to be worth it. The status and headers already set on `res` stay.
 */
export async function sendAnswer(req: IncomingMessage, res: ServerResponse, body: string | Buffer) {
  let bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  if (bytes.length >= COMPRESS_THRESHOLD) {
    const vary = res.getHeader('vary');
    if (!vary) res.setHeader('vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(String(vary)))
      res.setHeader('vary', `${String(vary)}, Accept-Encoding`);
    const encoding = encodingFor(req.headers['accept-encoding']);
    if (encoding === 'br' || encoding === 'gzip') {
      const offThread = bytes.length >= COMPRESS_OFF_THREAD;
      if (encoding === 'br')
        bytes = offThread
          ? await brotli(bytes, brotliOptions(bytes.length))
          : zlib.brotliCompressSync(bytes, brotliOptions(bytes.length));
      else bytes = offThread ? await gzip(bytes) : zlib.gzipSync(bytes);
      res.setHeader('content-encoding', encoding);
    }
  }
  res.setHeader('content-length', bytes.length);
  res.end(bytes);
}
