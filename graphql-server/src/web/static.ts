import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import type { PageDocument, Prerenderer } from './prerender.js';

/** Vite's content-hashed output: a changed file gets a new name, so a year in the cache is safe. */
const HASHED_DIR = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon and the like): cached briefly. index.html: revalidated on every visit. */
const SHORT = 'public, max-age=3600';
const NO_CACHE = 'no-cache';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The screens a visitor most often lands on, rendered on the server (web/prerender.ts), and the
 * lazily loaded page module each one needs (a key of Vite's manifest). Their `index.html` names
 * that module and its imports up front, so the browser fetches them with the entry instead of
 * after it. A key the build lacks is skipped. `query`: the query string changes what the page
 * shows; else the page is rendered from its path alone (tracking parameters on a shared link do
 * not make a render of their own).
 */
const LANDING_PAGES: { pattern: RegExp; module: string; query: boolean }[] = [
  { pattern: /^\/$/, module: 'src/features/catalog/HomePage.tsx', query: false },
  { pattern: /^\/products\/?$/, module: 'src/features/catalog/ProductsPage.tsx', query: true },
  { pattern: /^\/products\/[^/]+\/?$/, module: 'src/features/catalog/ProductDetailPage.tsx', query: false },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** An index.html variant held in memory with its compressed forms. */
interface Page {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * A page, compressed. Brotli at its highest quality takes about 50 ms a page (the pages hold their
 * stylesheets): at start the page gets a quick brotli (a few percent larger) and the best one
 * replaces it when zlib's thread pool has made it, off the main thread.
 */
function page(html: string): Page {
  const body = Buffer.from(html);
  const result: Page = {
    body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
    etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
  zlib.brotliCompress(
    body,
    {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    },
    (err, best) => {
      if (!err) result.br = best;
    },
  );
  return result;
}

/**
 * The page's stylesheets of the build, written into it: the first paint waits for no request but
 * the page's own (the stylesheets are a few kB each). The `<link>` stays, disabled (neither
 * fetched nor applied), for Vite's loader, which adds a lazily loaded chunk's stylesheet to the
 * page only when no `<link>` names it yet.
 */
function inlineStylesheets(html: string, dist: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g,
    (tag, href: string) => {
      let css: string;
      try {
        css = fs.readFileSync(path.join(dist, href), 'utf8');
      } catch {
        return tag;
      }
      if (/<\/style/i.test(css)) return tag;
      return `<style>${css.trim()}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    },
  );
}

/** A landing page's index.html variant, and its template for the server's render. */
interface Landing {
  pattern: RegExp;
  query: boolean;
  page: Page;
  template: { key: string; html: string };
}

/**
 * index.html naming the app's chunks up front (the entry loads the app itself only after the first
 * paint), and one variant per landing page naming that page's chunks too.
 */
function indexPages(dist: string): { fallback: Page; landing: Landing[] } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
    ) as typeof manifest;
  } catch {
    return { fallback: page(inlineStylesheets(html, dist)), landing: [] };
  }
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  // The shop's entry: the manifest also holds the API explorer's (explorer.html). index.html names
  // its static imports already; the app it imports dynamically (web/src/boot.tsx), and the part
  // of the app that one imports in turn once React has run, are named here.
  const entry = manifest['index.html']?.isEntry ? 'index.html' : undefined;
  const named = entry ? closure(entry, new Set()) : new Set<string>();
  const app = new Set<string>();
  for (const key of (entry && manifest[entry]!.dynamicImports) || []) {
    closure(key, app);
    for (const stage of manifest[key]?.dynamicImports ?? []) closure(stage, app);
  }
  /**
   * index.html with the stylesheets of `keys` (chunks not named yet) and, unless `preload` is
   * false, modulepreload links for them.
   */
  const naming = (keys: Iterable<string>, preload = true) => {
    const links = [...keys]
      .filter((k) => !named.has(k))
      .flatMap((k) => [
        ...(preload ? [`<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`] : []),
        ...(manifest[k]!.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ]);
    const withLinks = links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
    return inlineStylesheets(withLinks, dist);
  };
  const fallback = page(naming(app));
  const landing: Landing[] = [];
  for (const { pattern, module: key, query } of LANDING_PAGES) {
    if (!manifest[key]) continue;
    const chunks = new Set([...app, ...closure(key, new Set())]);
    landing.push({
      pattern,
      query,
      page: page(naming(chunks)),
      // A rendered page shows without the code: it downloads once the page has painted (the
      // entry imports it then), not beside the page's own bytes before the first paint.
      template: { key: String(landing.length), html: naming(chunks, false) },
    });
  }
  return { fallback, landing };
}

/** Every file of the build (URL path → the encodings precompressed beside it), read once at start. */
function scan(dist: string): Map<string, Set<Encoding>> {
  const files = new Map<string, Set<Encoding>>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) continue; // .vite/manifest.json and the like stay private
      if (entry.isDirectory()) walk(abs);
      else if (!/\.(br|gz|map)$/.test(entry.name)) {
        const encodings = new Set<Encoding>();
        for (const enc of ['br', 'gzip'] as const) if (fs.existsSync(abs + SUFFIX[enc])) encodings.add(enc);
        files.set('/' + path.relative(dist, abs).split(path.sep).join('/'), encodings);
      }
    }
  };
  walk(dist);
  return files;
}

/**
 * The built web app: each file sent precompressed (brotli or gzip, made at build time at the
 * highest levels) when the browser accepts it, hashed assets cached for a year as immutable,
 * `index.html` revalidated, source maps never served, and every other path (a deep link such as
 * /products/…) answered with `index.html` for the client router.
 */
export function webApp(dist: string, prerender?: Prerenderer): Router {
  const files = scan(dist);
  const pages = indexPages(dist);
  const router = Router();

  const send = (req: Request, res: Response, urlPath: string, cacheControl: string) => {
    const encodings = files.get(urlPath)!;
    // Brotli first when both are acceptable (browsers list gzip before br at equal weight).
    const encoding = (['br', 'gzip'] as const).find((e) => encodings.has(e) && req.acceptsEncodings(e) === e);
    res.vary('Accept-Encoding');
    res.type(path.extname(urlPath));
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.sendFile(
      path.join(dist, urlPath) + (encoding ? SUFFIX[encoding] : ''),
      { headers: { 'Cache-Control': cacheControl }, cacheControl: false, dotfiles: 'deny' },
      (err) => {
        if (err && !res.headersSent) res.status(404).type('text/plain').send('Not found');
      },
    );
  };

  // Source maps stay on the build machine (they would publish the sources).
  router.get(/\.map$/, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.get(/.*/, (req, res, next) => {
    if (req.path === '/index.html' || !files.has(req.path)) return next();
    send(req, res, req.path, req.path.startsWith(HASHED_DIR) ? IMMUTABLE : SHORT);
  });
  // A missing hashed asset (an old tab after a deploy) is a 404, not the app's HTML.
  router.get(/^\/assets\//, (_req, res) => {
    res.status(404).setHeader('Cache-Control', NO_CACHE).type('text/plain').send('Not found');
  });
  // index.html and deep links such as /products or /login load the app (from memory: the landing
  // pages' variants name their page's chunks up front). The home page, the listing and product
  // pages go out rendered by the server when it can (web/prerender.ts), else as the plain page.
  router.get(/^(?!\/(api|graphql|uploads)(\/|$)).*/, async (req, res) => {
    const landing = pages.landing.find(({ pattern }) => pattern.test(req.path));
    const rendered =
      landing && prerender
        ? await prerender.page(landing.query ? req.originalUrl : req.path, landing.template, req)
        : undefined;
    sendPage(req, res, rendered ?? landing?.page ?? pages.fallback);
  });
  return router;
}

/** A page of the app, compressed as the browser accepts, revalidated on every visit by its ETag. */
function sendPage(req: Request, res: Response, found: Page | PageDocument): void {
  if ('status' in found) res.status(found.status);
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', NO_CACHE);
  res.setHeader('ETag', found.etag);
  res.type('html');
  if (res.statusCode === 200 && req.headers['if-none-match'] === found.etag) {
    res.status(304).end();
    return;
  }
  const encoding = (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.send(encoding ? encoded(found, encoding) : found.body);
}

/** A rendered page's compressed form, made on its first request and kept with it. */
function encoded(found: Page | PageDocument, encoding: Encoding): Buffer {
  if (!('encoded' in found)) return found[encoding];
  return (found.encoded[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(found.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: found.body.length,
          },
        })
      : zlib.gzipSync(found.body, { level: 6 }));
}
