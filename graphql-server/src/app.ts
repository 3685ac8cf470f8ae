import fs from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import helmet from 'helmet';
import { malformedRequest, toPublicError } from './common/errors.js';
import type { Config } from './config/env.js';
import type { Logger } from './common/logger.js';
import type { Context } from './common/context.js';
import type { ContextFactory } from './context.js';
import { restApi } from './rest/index.js';
import { IMAGE_LIMITS } from './modules/catalog/index.js';

/** Composes the one HTTP app: /graphql, /api/*, /uploads and the built web app with SPA fallback. */
export function createApp(opts: {
  config: Config;
  log: Logger;
  apollo: ApolloServer<Context>;
  contexts: ContextFactory;
  /** Whether the services the shop needs answer (for `/readyz`). */
  readiness: () => Promise<Record<string, 'up' | 'down' | 'not configured'>>;
}): Express {
  const { config, log, apollo, contexts } = opts;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: config.NODE_ENV === 'production',
    }),
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

  app.use(
    '/uploads',
    express.static(config.uploadsDir, { index: false, fallthrough: false, maxAge: '7d', dotfiles: 'deny' }),
    // Unknown or refused files: a plain 404/403, never a stack trace.
    (err: { status?: number; statusCode?: number }, _req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(err);
      const status = err.status ?? err.statusCode ?? 404;
      res
        .status(status === 403 ? 403 : 404)
        .type('text/plain')
        .send(status === 403 ? 'Forbidden' : 'Not found');
    },
  );

  const indexHtml = path.join(config.webDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    app.use(express.static(config.webDist, { index: false, maxAge: '1h' }));
    // Deep links such as /products or /login load the app.
    app.get(/^(?!\/(api|graphql|uploads)(\/|$)).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
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
