import { Router } from 'express';
import type { makeRoute } from './http.js';

/** `/api/admin/gst`: the admin's GST filing files (docs/gst.md). */
export function gstAdminRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.get(
    '/gstr1.csv',
    route(async ({ em, services, viewer }, req, res) => {
      const { filename, csv } = await services.invoices.gstr1Csv(em, viewer, req.query.month);
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="${filename}"`)
        .set('Cache-Control', 'private, no-store')
        .send(csv);
    }),
  );
  return r;
}
