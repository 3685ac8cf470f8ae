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
import type { Context } from './common/context.js';
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
  app.use((_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  });
  app.use('/api', (req, res, next) => {
    logWhenAnswered(log, req.method, req.originalUrl.split('?')[0]!, res);
    next();
  });

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
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const refused = malformedRequest(err);
    if (!refused) log.error({ err }, 'unexpected error');
    res
      .status(refused?.status ?? 500)
      .type('text/plain')
      .send(refused?.message ?? 'Something went wrong. Please try again later.');
  });
  return (req, res) => {
    if (!graphql(req, res)) app(req, res);
  };
}
