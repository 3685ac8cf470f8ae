import express, { Router, type Request, type Response } from 'express';
import type { makeRoute } from './http.js';

/**
 * `POST /api/payments/webhooks/:provider`: the provider's webhook, read raw (its signature is over
 * the exact bytes), verified and applied once; answered at once with 200 (400 when the signature
 * or body is wrong: nothing changed).
 */
export function paymentWebhookRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.post(
    '/:provider',
    express.raw({ type: () => true, limit: '100kb' }),
    route(
      async ({ em, services }, req) => ({
        received: true,
        result: await services.payments.webhook(em, String(req.params.provider), req.body as Buffer, (n) =>
          req.get(n),
        ),
      }),
      { authenticate: false },
    ),
  );
  return r;
}

/** `/pay/test/:providerOrderId`: the test gateway's hosted checkout page (HTML, a form post). */
export function testGatewayRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  const answer = (res: Response, out: { status: number; html?: string; redirect?: string }) => {
    res.setHeader('Cache-Control', 'no-store');
    if ('redirect' in out && out.redirect) res.redirect(303, out.redirect);
    else res.status(out.status).type('html').send(out.html);
  };
  r.get(
    '/:id',
    route(
      async ({ em, services }, req: Request, res) =>
        answer(res, await services.payments.testPage(em, String(req.params.id))),
      {
        authenticate: false,
      },
    ),
  );
  r.post(
    '/:id',
    express.urlencoded({ extended: false, limit: '10kb' }),
    route(
      async ({ em, services }, req: Request, res) =>
        answer(
          res,
          await services.payments.testPage(
            em,
            String(req.params.id),
            (req.body ?? {}) as Record<string, unknown>,
          ),
        ),
      { authenticate: false },
    ),
  );
  return r;
}
