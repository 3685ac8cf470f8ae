import { Router } from 'express';
import { bearerToken } from '../common/context.js';
import type { Feedback } from '../modules/feedback/index.js';
import type { makeRoute } from './http.js';

export function legacyFeedback(f: Feedback) {
  return {
    _id: f.id,
    id: f.id,
    name: f.name,
    email: f.email,
    message: f.message,
    userId: f.userId,
    createdAt: f.createdAt,
  };
}

export function contactRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.post(
    '/submit',
    route(
      async ({ em, services, meta }, req) => {
        // A client-sent userId is ignored; a valid bearer token (if any) names the sender, and a
        // stale or invalid one never blocks the message (the form is public).
        const token = bearerToken(req.headers.authorization);
        const viewer = token ? await services.sessions.authenticate(em, token).catch(() => null) : null;
        const body = (req.body ?? {}) as Record<string, unknown>;
        return services.feedback.submit(
          em,
          viewer,
          { name: body.name, email: body.email, message: body.message },
          meta.client,
        );
      },
      { status: 201, authenticate: false },
    ),
  );
  r.get(
    '/feedbacks',
    route(async ({ em, services, viewer }) => (await services.feedback.list(em, viewer)).map(legacyFeedback)),
  );
  r.delete(
    '/feedbacks/:id',
    route(async ({ em, services, viewer }, req) =>
      services.feedback.delete(em, viewer, String(req.params.id)),
    ),
  );
  return r;
}
