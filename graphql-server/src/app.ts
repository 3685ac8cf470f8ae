import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { trustFunction, type ClientAddressOf } from './common/client-address.js';
import { malformedRequest } from './common/errors.js';
import { LocalFileStorage, type FileStorage } from './common/file-storage.js';
import { COMPRESS_THRESHOLD, logWhenAnswered, securityHeaders } from './common/http-answers.js';
import type { Config } from './config/env.js';
import type { Logger } from './common/logger.js';
import type { Context, RequestMeta } from './common/context.js';
import type { ShopMetrics } from './common/metrics.js';
import { metricsOnMainPort } from './common/metrics-endpoint.js';
import type { OperationSpan } from './common/tracing.js';
import { REQUEST_ID_HEADER, type RequestIdentity, type RequestIdOf } from './common/request-id.js';
import type { OperationLimits } from './common/operation-limits.js';
import type { ContextFactory } from './context.js';
import type { DocumentsByHash, ResponseCache } from './common/response-cache.js';
import { graphqlEndpoint } from './graphql-http.js';
import { restApi, testGatewayPages } from './rest/index.js';
import { IMAGE_LIMITS } from './modules/catalog/index.js';
import { seoRoutes } from './web/seo.js';
import type { Prerenderer } from './web/prerender.js';
import { webApp } from './web/static.js';

/**
 * Composes the one HTTP app: /graphql (graphql-http.ts, on node:http directly), and through
 * Express /api/*, /uploads, the health checks, robots.txt and the sitemap, and the built web app
 * with its SPA fallback. Returns the server's request listener.
 */
export function createApp(opts: {
  config: Config;
  /** Who the client is (TRUST_PROXY): Express's `req.ip` and GraphQL's, one function. */
  clientAddress: ClientAddressOf;
  /** Each request's id (a trusted proxy's X-Request-Id, else a new one): on its log lines and its answer. */
  requestId: RequestIdOf;
  /** Request durations, and `/metrics` on this port for METRICS_TOKEN (common/metrics-endpoint.ts). */
  metrics: ShopMetrics;
  /** OpenTelemetry's span per GraphQL operation, when tracing is on. */
  operationSpan?: OperationSpan | undefined;
  log: Logger;
  apollo: ApolloServer<Context>;
  contexts: ContextFactory;
  /** Anonymous public catalog answers (see common/response-cache.ts). */
  responseCache: ResponseCache;
  /** Registered documents by persisted-query hash: the web app's reads (and others') arrive as hashes. */
  documents: DocumentsByHash;
  /** The cost limits: cached answers are charged too. */
  limits: OperationLimits;
  services: { uploads: FileStorage };
  /** The storefront's landing pages rendered on the server (absent: the browser renders them). */
  prerender?: Prerenderer | undefined;
  /** Whether the services the shop needs answer (for `/readyz`). */
  readiness: () => Promise<Record<string, 'up' | 'down' | 'not configured'>>;
}): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, log, contexts } = opts;
  const headers = securityHeaders(config.NODE_ENV === 'production');
  const graphql = graphqlEndpoint({
    apollo: opts.apollo,
    contexts,
    responseCache: opts.responseCache,
    documents: opts.documents,
    limits: opts.limits,
    log,
    headers,
    clientAddress: opts.clientAddress,
    requestId: opts.requestId,
    metrics: opts.metrics,
    operationSpan: opts.operationSpan,
    // One file, size-limited; clients send Apollo-Require-Preflight. One byte over the limit so
    // that readUpload sees an oversized file (truncation is silent).
    uploads: { maxFileSize: IMAGE_LIMITS.maxBytes + 1, maxFiles: 1, maxFieldSize: 1_000_000 },
    explorerHtml: path.join(config.webDist, 'explorer.html'),
  });
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-* are believed from the same proxies as the client's address (req.protocol,
  // req.hostname), and `req.ip` (REST routes' client) is the one function itself.
  app.set('trust proxy', trustFunction(config.TRUST_PROXY));
  const clientAddress = opts.clientAddress;
  Object.defineProperty(app.request, 'ip', {
    configurable: true,
    enumerable: true,
    get(this: Request) {
      return clientAddress(this);
    },
  });
  // Brotli or gzip on the fly for what is made per request (REST answers, robots.txt, the
  // sitemap); the web app's files go out precompressed at build time (web/static.ts), which this
  // leaves alone. Brotli at quality 4: most of the gain for little CPU. (GraphQL is not served
  // here: graphql-http.ts.)
  app.use(compression({ threshold: COMPRESS_THRESHOLD }));
  app.use((req: Request & RequestMeta, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // The request's id, on its answer and (through the context's meta) on its log lines.
    req.request = opts.requestId(req, log);
    res.setHeader(REQUEST_ID_HEADER, req.request.id);
    opts.metrics.timeHttp(req.method, res, () => routeLabel(req, res));
    next();
  });
  app.use('/api', (req, res, next) => {
    logWhenAnswered(requestOf(req), req.method, req.originalUrl.split('?')[0]!, res);
    next();
  });

  app.get('/metrics', metricsOnMainPort(opts.metrics, config.METRICS_TOKEN, log));

  // Alive: the process answers. Ready: it can serve (its database and Redis answer).
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = await opts.readiness();
    const ok = Object.values(checks).every((state) => state !== 'down');
    res
      .status(ok ? 200 : 503)
      .setHeader('Cache-Control', 'no-store')
      .json({ ok, checks });
  });

  app.use('/api', restApi(contexts, log, opts.limits));
  app.use('/pay/test', testGatewayPages(contexts, log, opts.limits));

  const refuse = (err: { status?: number; statusCode?: number }, res: Response) => {
    const status = err.status ?? err.statusCode ?? 404;
    res
      .status(status === 403 ? 403 : 404)
      .type('text/plain')
      .send(status === 403 ? 'Forbidden' : 'Not found');
  };
  const { uploads } = opts.services;
  app.use(
    '/uploads',
    uploads instanceof LocalFileStorage
      ? express.static(uploads.dir, { index: false, fallthrough: false, maxAge: '7d', dotfiles: 'deny' })
      : // A bucket (UPLOADS_S3_*): the instance reads the object and answers it, so URLs stay /uploads/...
        async (req: Request, res: Response, next: NextFunction) => {
          try {
            const key = decodeURIComponent(req.path.slice(1));
            const bytes =
              /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') ? await uploads.get(key) : null;
            if (!bytes) return refuse({ status: 404 }, res);
            res.type(path.extname(key)).setHeader('Cache-Control', 'public, max-age=604800').send(bytes);
          } catch (err) {
            next(err);
          }
        },
    // Unknown or refused files: a plain 404/403, never a stack trace.
    (err: { status?: number; statusCode?: number }, _req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(err);
      refuse(err, res);
    },
  );

  app.use(seoRoutes(config, contexts));

  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    app.use(webApp(config.webDist, opts.prerender));
  } else {
    log.warn({ webDist: config.webDist }, 'web app not built: run `npm run build` to serve it');
    app.get('/', (_req, res) => {
      res.type('text/plain').send('The web app is not built yet. Run `npm run build`, then restart.');
    });
  }
  // Whatever no route took (a path the router cannot decode, a method nothing serves): plain 4xx.
  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const refused = malformedRequest(err);
    if (!refused) (requestOf(req)?.log() ?? log).error({ err }, 'unexpected error');
    res
      .status(refused?.status ?? 500)
      .type('text/plain')
      .send(refused?.message ?? 'Something went wrong. Please try again later.');
  });
  return (req, res) => {
    if (!graphql(req, res)) app(req, res);
  };
}

/**
 * The route label of an Express request's duration: the REST route it matched (its pattern, as
 * `rest/http.ts` records it), else a fixed group, so that paths clients make up add no label.
 */
function routeLabel(req: Request, res: Response): string {
  const route = res.locals.route as string | undefined;
  if (route) return route;
  const path = req.originalUrl.split('?')[0]!;
  if (path.startsWith('/api/') || path === '/api') return '/api (unmatched)';
  if (path.startsWith('/uploads/')) return '/uploads';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path;
  return 'web';
}

/** The id and logger app.ts gave an Express request. */
export function requestOf(req: Request): RequestIdentity {
  return (req as Request & RequestMeta).request!;
}
