import { Router, type Request } from 'express';
import { clientMeta } from '../common/context.js';
import type { Config } from '../config/env.js';
import type { ContextFactory } from '../context.js';

/** What crawlers may visit: the storefront, not the account, checkout and back-office screens. */
const PRIVATE_PATHS = [
  '/admin',
  '/dashboard',
  '/cart',
  '/buy',
  '/order-confirmation',
  '/orders',
  '/wallet',
  '/notifications',
  '/user-details',
  '/reset-password',
  '/api/',
  '/graphql',
];

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The shop's public address: PUBLIC_URL when set (behind a proxy), else the address asked for. */
function origin(config: Config, req: Request): string {
  return (config.PUBLIC_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
}

/** `/robots.txt` and a `/sitemap.xml` of the home page, the listing and every product, from the catalog. */
export function seoRoutes(config: Config, contexts: ContextFactory): Router {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin(config, req)}/sitemap.xml`,
      '',
    ];
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });
  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const { db, services } = await contexts.create(undefined, clientMeta(req));
      const products = await services.catalog.sitemapEntries(db);
      const base = origin(config, req);
      const url = (loc: string, lastmod?: Date) =>
        `  <url><loc>${escapeXml(base + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        url('/'),
        url('/products'),
        ...products.map((p) => url(`/products/${p.id}`, p.updatedAt)),
        '</urlset>',
        '',
      ].join('\n');
      // Short-lived: a new or removed product shows within the hour.
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
