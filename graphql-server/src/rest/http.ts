import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isExpectedError, toPublicError } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { clientMeta, type Context } from '../common/context.js';
import type { ContextFactory } from '../context.js';

export interface RouteOptions {
  /** Read the bearer token into a viewer (default). Off for routes that read the token themselves. */
  authenticate?: boolean;
  /** Status for a successful answer (default 200). */
  status?: number;
}

/**
 * Wraps a legacy REST route: builds the same context as GraphQL, calls the handler (which calls
 * one service method), answers JSON; errors are mapped once to `{ error, message }` with their status.
 */
export function makeRoute(contexts: ContextFactory) {
  return function route(
    handler: (ctx: Context, req: Request, res: Response) => Promise<unknown>,
    options: RouteOptions = {},
  ): RequestHandler {
    return async (req, res, next) => {
      try {
        const ctx =
          options.authenticate === false
            ? await contexts.create(undefined, clientMeta(req))
            : await contexts.fromRequest(req);
        const body = await handler(ctx, req, res);
        if (!res.headersSent) res.status(options.status ?? 200).json(body);
      } catch (err) {
        next(err);
      }
    };
  };
}

export function restErrorHandler(log: Logger) {
  return (err: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(err);
    const parseFailure = err as { type?: string; status?: number };
    if (parseFailure.type === 'entity.parse.failed') {
      res
        .status(400)
        .json({ error: 'Request body is not valid JSON', message: 'Request body is not valid JSON' });
      return;
    }
    if (parseFailure.type === 'entity.too.large') {
      res.status(413).json({ error: 'Request body is too large', message: 'Request body is too large' });
      return;
    }
    if (!isExpectedError(err)) log.error({ err }, 'unexpected error in a REST route');
    const pub = toPublicError(err);
    if (pub.retryAfterSeconds) res.setHeader('Retry-After', String(pub.retryAfterSeconds));
    res
      .status(pub.status)
      .json({ error: pub.message, message: pub.message, ...(pub.field ? { field: pub.field } : {}) });
  };
}
