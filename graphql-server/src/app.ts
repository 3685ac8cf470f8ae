import fs from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import helmet from 'helmet';
import { malformedRequest, toPublicError } from './common/errors.js';
import { LocalFileStorage, type FileStorage } from './common/file-storage.js';
import type { Config } from './config/env.js';
import type { Logger } from './common/logger.js';
import { clientMeta, type Context } from './common/context.js';
import type { LimitedContext, OperationLimits } from './common/operation-limits.js';
import type { ContextFactory } from './context.js';
import { responseCacheMiddleware, type ResponseCache } from './common/response-cache.js';
import { restApi } from './rest/index.js';
import { IMAGE_LIMITS, PUBLIC_CATALOG_FIELDS } from './modules/catalog/index.js';
import { seoRoutes } from './web/seo.js';
import type { Prerenderer } from './web/prerender.js';
import { webApp } from './web/static.js';

/** Composes the one HTTP app: /graphql, /api/*, /uploads and the built web app with SPA fallback. */
export function createApp(opts: {
  config: Config;
  log: Logger;
  apollo: ApolloServer<Context>;
  contexts: ContextFactory;
  /** Anonymous public catalog answers (see common/response-cache.ts). */
  responseCache: ResponseCache;
  /** The web app's operations by persisted-query hash: its cacheable reads arrive as hashes. */
  webDocuments: ReadonlyMap<string, string>;
  /** The cost limits: cached answers are charged too. */
  limits: OperationLimits;
  services: { uploads: FileStorage };
  /** The storefront's landing pages rendered on the server (absent: the browser renders them). */
  prerender?: Prerenderer | undefined;
  /** Whether the services the shop needs answer (for `/readyz`). */
  readiness: () => Promise<Record<string, 'up' | 'down' | 'not configured'>>;
}): Express {
  const { config, log, apollo, contexts } = opts;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // A cached public catalog answer is sent before anything else runs (it carries the headers,
  // security headers included, of the answer it was made from, and is compressed by the cache).
  // It is charged to whoever asks: a signed-in viewer's token is checked as on the ordinary path
  // (which answers one that is not accepted), and the viewer's own bucket charged.
  const chargeCached = async (req: Request, cost: { requested: number; actual: number } | null) => {
    let client: LimitedContext = { meta: clientMeta(req), viewer: null, apiKey: null };
    if (req.headers.authorization) {
      try {
        client = await contexts.fromRequest(req);
      } catch {
        return undefined;
      }
    }
    return cost ? opts.limits.chargeCached(client, cost) : {};
  };
  const cached = responseCacheMiddleware(
    opts.responseCache,
    PUBLIC_CATALOG_FIELDS,
    chargeCached,
    opts.webDocuments,
  );
  app.use('/graphql', cached.front);
  // Brotli or gzip on the fly for what is made per request (GraphQL and REST answers, robots.txt,
  // the sitemap); the web app's files go out precompressed at build time (web/static.ts), which
  // this leaves alone. Brotli at quality 4: most of the gain for little CPU.
  app.use(compression({ threshold: 1024 }));
  // A cacheable miss is kept from here, where the answer is still uncompressed.
  app.use('/graphql', cached.back);
  app.use(
    fixedHeaders(
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
        hsts: config.NODE_ENV === 'production',
      }),
    ),
  );

  // Access log: one structured line per API or GraphQL request (static files are not logged).
  app.use(['/api', '/graphql'], (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        method: req.method,
        path: req.baseUrl + req.path,
        status: res.statusCode,
        ms: Math.round(ms),
      };
      if (res.statusCode >= 500) log.error(line, 'request failed');
      else log.debug(line, 'request');
    });
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

  // The API explorer (GraphiQL, built into web/dist as its own entry) for a browser opening /graphql;
  // clients asking for JSON, or sending an operation, get the API.
  const explorerHtml = path.join(config.webDist, 'explorer.html');
  app.get('/graphql', (req, res, next) => {
    const browser = req.accepts(['application/json', 'application/graphql-response+json', 'text/html']);
    if (browser !== 'text/html' || Object.keys(req.query).length > 0 || !fs.existsSync(explorerHtml))
      return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(explorerHtml);
  });

  app.use(
    '/graphql',
    // Multipart uploads (product images): one file, size-limited; clients send Apollo-Require-Preflight.
    // One byte over the limit so that readUpload sees an oversized file (truncation is silent).
    graphqlUploadExpress({ maxFileSize: IMAGE_LIMITS.maxBytes + 1, maxFiles: 1, maxFieldSize: 1_000_000 }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        try {
          return await contexts.fromRequest(req);
        } catch (err) {
          // A refused token answers HTTP 401 (the client refreshes once and retries).
          const pub = toPublicError(err);
          throw new GraphQLError(pub.message, {
            extensions: { code: pub.code, http: { status: pub.status } },
          });
        }
      },
    }),
    // A body the parsers refused (not JSON, a broken multipart form, an unknown charset): a 4xx in
    // GraphQL's error shape, never Express's HTML error page.
    (err: unknown, req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(err);
      const refused =
        malformedRequest(err) ??
        (req.is('multipart/form-data') && err instanceof Error
          ? { status: 400, message: 'Malformed multipart request' }
          : undefined);
      if (!refused) log.error({ err }, 'unexpected error before GraphQL');
      const { status, message } = refused ?? { status: 500, message: toPublicError(err).message };
      const code =
        { 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 500: 'INTERNAL_SERVER_ERROR' }[status] ??
        'BAD_REQUEST';
      res.status(status).json({ errors: [{ message, extensions: { code } }] });
    },
  );

  app.use('/api', restApi(contexts, log));

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
  return app;
}

/**
 * A middleware that sets the same headers on every response (helmet with fixed options), run once
 * at start: each request then gets the recorded headers without redoing their assembly.
 */
function fixedHeaders(middleware: (req: Request, res: Response, next: (err?: unknown) => void) => void) {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let ran = false;
  middleware({ headers: {} } as Request, recorder as unknown as Response, () => (ran = true));
  if (!ran || !headers.length) throw new Error('fixedHeaders: the middleware did not run synchronously');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
