import { Router } from 'express';
import type { makeRoute } from './http.js';

export function newsletterRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.post(
    '/subscribe',
    route(
      async ({ em, services, meta }, req) =>
        services.newsletter.subscribe(
          em,
          (req.body as Record<string, unknown> | undefined)?.email,
          meta.client,
        ),
      { status: 201 },
    ),
  );
  return r;
}
