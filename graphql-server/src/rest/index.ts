import express, { Router } from 'express';
import type { Logger } from '../common/logger.js';
import type { OperationLimits } from '../common/operation-limits.js';
import type { ContextFactory } from '../context.js';
import { authRoutes } from './auth.routes.js';
import { cartRoutes } from './cart.routes.js';
import { notificationRoutes } from './notifications.routes.js';
import { orderRoutes } from './orders.routes.js';
import { walletRoutes } from './wallet.routes.js';
import { contactRoutes } from './contact.routes.js';
import { newsletterRoutes } from './newsletter.routes.js';
import { productRoutes } from './products.routes.js';
import { chatRoutes } from './chat.routes.js';
import { settingsRoutes } from './settings.routes.js';
import { privacyRoutes } from './privacy.routes.js';
import { gstAdminRoutes } from './gst.routes.js';
import { makeRoute, restErrorHandler } from './http.js';
import { paymentWebhookRoutes, testGatewayRoutes } from './payments.routes.js';

/** The legacy `/api/*` paths. Each route parses its payload and calls one service method. */
export function restApi(contexts: ContextFactory, log: Logger, limits: OperationLimits): Router {
  const api = Router();
  const route = makeRoute(contexts, limits);
  // Before the JSON parser: a webhook's signature is over its raw bytes.
  api.use('/payments/webhooks', paymentWebhookRoutes(route));
  api.use(express.json({ limit: '100kb' }));
  api.use('/auth', authRoutes(route));
  api.use('/products', productRoutes(route));
  api.use('/newsletter', newsletterRoutes(route));
  api.use('/contact', contactRoutes(route));
  api.use('/cart', cartRoutes(route));
  api.use('/orders', orderRoutes(route));
  api.use('/wallet', walletRoutes(route));
  api.use('/notifications', notificationRoutes(route));
  api.use('/chat', chatRoutes(route));
  api.use('/settings', settingsRoutes(route));
  api.use('/privacy', privacyRoutes(route));
  api.use('/admin/gst', gstAdminRoutes(route));
  api.use((_req, res) => {
    res.status(404).json({ error: 'Not found', message: 'Not found' });
  });
  api.use(restErrorHandler(log));
  return api;
}

/** The test gateway's hosted checkout page (`/pay/test/*`), with the same error mapping. */
export function testGatewayPages(contexts: ContextFactory, log: Logger, limits: OperationLimits): Router {
  const pages = Router();
  pages.use(testGatewayRoutes(makeRoute(contexts, limits)));
  pages.use(restErrorHandler(log));
  return pages;
}
