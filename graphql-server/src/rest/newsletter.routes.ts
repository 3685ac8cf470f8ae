import { Router } from 'express';
import type { makeRoute } from './http.js';

/** `/api/newsletter`: sign-up (double opt-in), confirmation, and RFC 8058 one-click unsubscribe. */
export function newsletterRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  const body = (req: { body?: unknown }) => (req.body ?? {}) as Record<string, unknown>;
  r.post(
    '/subscribe',
    route(
      async ({ em, services, meta }, req) => services.newsletter.subscribe(em, body(req).email, meta.client),
      {
        status: 201,
      },
    ),
  );
  r.post(
    '/confirm',
    route(({ em, services, meta }, req) => services.newsletter.confirm(em, body(req).token, meta.client)),
  );
  // The `List-Unsubscribe` header's URL. RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`
  // (form-encoded) to it; the token in the URL is all that is needed. A GET (a link scanner, a
  // person pasting the URL) unsubscribes nobody: it is sent to the page with the button.
  r.post(
    '/unsubscribe',
    route(({ em, services, meta }, req) =>
      services.newsletter.unsubscribe(em, req.query.token ?? body(req).token, meta.client, 'one-click'),
    ),
  );
  r.get('/unsubscribe', (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    res.redirect(303, `/unsubscribe?token=${encodeURIComponent(token)}`);
  });
  return r;
}
