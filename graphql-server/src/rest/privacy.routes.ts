import { Router } from 'express';
import type { makeRoute } from './http.js';

/**
 * `/api/privacy`: the person's erasure and download (and an admin's on a written request), the
 * notice, requests and grievances, and consents.
 */
export function privacyRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  const body = (req: { body?: unknown }) => (req.body ?? {}) as Record<string, unknown>;
  r.post(
    '/erasure/code',
    route(({ em, services, viewer }, req) => services.privacy.requestErasure(em, viewer, body(req).password)),
  );
  r.post(
    '/erasure',
    route(({ em, services, viewer }, req) => services.privacy.eraseOwnAccount(em, viewer, body(req).code)),
  );
  r.post(
    '/admin/erasure',
    route(({ em, services, viewer }, req) =>
      services.privacy.adminErase(em, viewer, body(req).userId, body(req).requestId),
    ),
  );
  r.post(
    '/exports',
    route(({ em, services, viewer }) => services.privacy.requestExport(em, viewer), { status: 202 }),
  );
  r.post(
    '/admin/exports',
    route(
      ({ em, services, viewer }, req) =>
        services.privacy.adminRequestExport(em, viewer, body(req).userId, body(req).requestId),
      { status: 202 },
    ),
  );
  r.get(
    '/exports',
    route(({ em, services, viewer }) => services.privacy.myExports(em, viewer)),
  );
  r.get(
    '/exports/:id',
    route(async ({ em, services, viewer }, req, res) => {
      const file = await services.privacy.download(em, viewer, req.params.id);
      res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
      res.setHeader('Cache-Control', 'no-store');
      return file.body;
    }),
  );
  r.get(
    '/notice',
    route(({ em, services }) => services.privacyDesk.notice(em)),
  );
  r.post(
    '/requests',
    route(
      ({ em, services, viewer, meta }, req) =>
        services.privacyDesk.submit(em, viewer, body(req) as never, meta.client),
      { status: 201 },
    ),
  );
  r.get(
    '/consents',
    route(({ em, services, viewer }) => services.consents.mine(em, viewer)),
  );
  r.put(
    '/consents/newsletter',
    route(({ em, services, viewer, meta }, req) =>
      services.newsletter.setMine(em, viewer, body(req).granted, meta.client),
    ),
  );
  return r;
}
