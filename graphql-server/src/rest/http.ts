import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isExpectedError, malformedRequest, toPublicError } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { clientMeta, type Context, type RequestMeta } from '../common/context.js';
import { requireAdmin } from '../common/viewer.js';
import type { OperationLimits } from '../common/operation-limits.js';
import type { ContextFactory } from '../context.js';
import { restCost } from './costs.js';

export interface RouteOptions {
  /** Read the bearer token into a viewer (default). Off for routes that read the token themselves. */
  authenticate?: boolean;
  /** Status for a successful answer (default 200). */
  status?: number;
}

/**
 * Wraps a legacy REST route: builds the same context as GraphQL, takes the route's cost from the
 * client's bucket (the one its GraphQL operations use), calls the handler (which calls one service
 * method), answers JSON; errors are mapped once to `{ error, message }` with their status.
 */
export function makeRoute(contexts: ContextFactory, limits: Pick<OperationLimits, 'chargeRequest'>) {
  const charge = (ctx: Context, req: Request, route: string) =>
    limits.chargeRequest(ctx, restCost(req.method, route));
  /** The route's pattern (`/api/products/:id`), for its cost and the metrics' label (app.ts). */
  const routeOf = (req: Request, res: Response) => {
    const path = `${req.baseUrl}${String(req.route?.path ?? '')}`;
    res.locals.route = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    return path;
  };

  function route(
    handler: (ctx: Context, req: Request, res: Response) => Promise<unknown>,
    options: RouteOptions = {},
  ): RequestHandler {
    return async (req, res, next) => {
      const path = routeOf(req, res);
      try {
        const ctx =
          (res.locals.context as Context | undefined) ??
          (options.authenticate === false
            ? await contexts.create(undefined, clientMeta(req))
            : await contexts.fromRequest(req));
        // The client's one cost bucket, shared with GraphQL: this route's documented cost.
        if (!res.locals.charged) await charge(ctx, req, path);
        const body = await handler(ctx, req, res);
        if (!res.headersSent) res.status(options.status ?? 200).json(body);
      } catch (err) {
        next(err);
      }
    };
  }

  /**
   * For routes with a large body (multipart uploads): the caller is authenticated and must be an
   * admin, from the headers alone, before anything reads the body (`denied`: the operation's own
   * refusal). A refused caller's answer closes the connection, so the body they are still sending
   * is neither buffered nor drained. The context is kept for the route.
   */
  function adminBeforeBody(denied: string): RequestHandler {
    return async (req, res, next) => {
      try {
        const ctx = await contexts.fromRequest(req);
        requireAdmin(ctx.viewer, denied);
        // Paid before the body is read too: a throttled admin's upload is not read either.
        await charge(ctx, req, routeOf(req, res));
        res.locals.context = ctx;
        res.locals.charged = true;
        next();
      } catch (err) {
        res.setHeader('Connection', 'close');
        next(err);
      }
    };
  }

  return Object.assign(route, { adminBeforeBody });
}

export function restErrorHandler(log: Logger) {
  return (err: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(err);
    const malformed = malformedRequest(err);
    if (malformed) {
      res.status(malformed.status).json({ error: malformed.message, message: malformed.message });
      return;
    }
    if (!isExpectedError(err))
      ((req as RequestMeta).request?.log() ?? log).error({ err }, 'unexpected error in a REST route');
    const pub = toPublicError(err);
    if (pub.retryAfterSeconds) res.setHeader('Retry-After', String(pub.retryAfterSeconds));
    res
      .status(pub.status)
      .json({ error: pub.message, message: pub.message, ...(pub.field ? { field: pub.field } : {}) });
  };
}
