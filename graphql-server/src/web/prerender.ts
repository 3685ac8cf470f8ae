import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../common/logger.js';
import type { ResponseCache } from '../common/response-cache.js';

/** An operation a page asks for while the server renders it (see web/src/entry-server.tsx). */
export interface PageOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** Its answer, as the GraphQL endpoint would send it. */
export interface PageAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
}

interface RenderedPage {
  html: string;
  state: string;
  meta: { title: string; description: string; status: number } | undefined;
}

/** The web app's server build (web/dist-ssr/entry-server.js), as far as the server uses it. */
interface ServerEntry {
  render(
    url: string,
    execute: (operation: PageOperation) => Promise<PageAnswer>,
    signal: AbortSignal,
  ): Promise<RenderedPage | null>;
}

export interface PrerenderOptions {
  /** Runs a page's operation as the anonymous visitor of `request` (charged to them, like theirs). */
  execute: (operation: PageOperation, request: unknown) => Promise<PageAnswer>;
  /** Where pages are kept between visits, under the catalog's generation (invalidated with it). */
  cache: ResponseCache;
  log: Logger;
  /** A render slower than this is given up: the visitor gets the plain page. */
  timeoutMs?: number;
  /** Renders at once, at most; beyond that, visitors get the plain page. */
  maxConcurrent?: number;
}

/**
 * A rendered page as it goes out: its status (404 when the page says what was asked for does not
 * exist), its bytes, their ETag, and the compressed forms made so far.
 */
export interface PageDocument {
  status: number;
  body: Buffer;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** A page's HTML and status as kept in the shared cache (the status as a pseudo-header). */
interface RenderedDocument {
  html: string;
  status: number;
}
const STATUS_HEADER = ':status';

function pageDocument({ html, status }: RenderedDocument): PageDocument {
  const body = Buffer.from(html);
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { status, body, etag, encoded: {} };
}

/** Rendered pages this process keeps with their compressed forms (on top of the shared cache). */
const KEPT_DOCUMENTS = 200;

/** A URL longer than this is not rendered (nor kept): the plain page serves it. */
const MAX_URL_LENGTH = 512;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * `template` (a built index.html) holding a rendered page: its markup in `#root`, the answers it
 * was made from in a `shop-state` data block after it, its title and description in the head.
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  let html = template.replace(
    /<div id="root">[\s\S]*?<\/div>/,
    () =>
      `<div id="root">${page.html}</div>\n    ` +
      `<script id="shop-state" type="application/json">${page.state}</script>`,
  );
  if (page.meta) {
    const { title, description } = page.meta;
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(description)}" />`,
      );
  }
  return html;
}

/**
 * The storefront's landing pages rendered on the server: the first paint shows the page, not a
 * loading line, and search engines read it. Rendered as an anonymous visitor sees them, kept under
 * the response cache's generation (so an admin's edit, an order or a refund retires them on every
 * instance), and shared between instances through Redis when it is set.
 *
 * Whatever goes wrong (no server build, a failed query, a slow render, too many at once) the page
 * is simply not rendered: the caller serves the plain page and the browser renders it alone.
 */
export class Prerenderer {
  private readonly inFlight = new Map<string, Promise<PageDocument | undefined>>();
  /** By generation and key, most recently used kept longest. */
  private readonly documents = new LRUCache<string, PageDocument>({ max: KEPT_DOCUMENTS });
  private readonly timeoutMs: number;
  private readonly maxConcurrent: number;

  /** The server build, once loaded (see `load`); until then pages go out plain. */
  private entry: ServerEntry | undefined;
  private loading: Promise<boolean> | undefined;

  private constructor(
    private readonly file: string,
    private readonly options: PrerenderOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.maxConcurrent = options.maxConcurrent ?? 4;
  }

  /** The pre-renderer of the build in `ssrDist`, or undefined when there is none. */
  static create(ssrDist: string, options: PrerenderOptions): Prerenderer | undefined {
    const file = path.join(ssrDist, 'entry-server.js');
    if (fs.existsSync(file)) return new Prerenderer(file, options);
    options.log.warn({ file }, 'no server build of the web app: pages are rendered in the browser only');
    return undefined;
  }

  /**
   * Loads the server build (React's server renderer, Apollo Client, the app's routes: a few hundred
   * milliseconds). The shop calls it once it is listening, so starting is not slower for it; pages
   * asked for meanwhile go out plain. True when it loaded.
   */
  load(): Promise<boolean> {
    this.loading ??= import(pathToFileURL(this.file).href)
      .then((entry: ServerEntry) => {
        if (typeof entry.render !== 'function') throw new Error('entry-server.js has no render()');
        this.entry = entry;
        return true;
      })
      .catch((err: unknown) => {
        this.options.log.error(
          { err, file: this.file },
          'the server build of the web app does not load: pages are rendered in the browser only',
        );
        return false;
      });
    return this.loading;
  }

  /**
   * `url` (path and query) rendered into `template`, or undefined when the plain page should go
   * out. `key` tells templates apart (one per landing page).
   */
  async page(
    url: string,
    template: { key: string; html: string },
    request: unknown,
  ): Promise<PageDocument | undefined> {
    if (url.length > MAX_URL_LENGTH) return undefined;
    const entry = this.entry;
    if (!entry) {
      void this.load();
      return undefined;
    }
    const { cache, log } = this.options;
    const generation = await cache.generation();
    if (generation === undefined) return undefined;
    const key = `page:${template.key}:${url}`;
    const id = `${generation}:${key}`;
    const known = this.documents.get(id);
    if (known) return known;
    // Visitors asking for the same page at once (after an edit retired it) share one render.
    let pending = this.inFlight.get(id);
    if (!pending) {
      if (this.inFlight.size >= this.maxConcurrent) return undefined;
      pending = (async () => {
        // Another instance may have rendered it already.
        const shared = await cache.get(generation, key);
        const rendered = shared
          ? { html: shared.data.toString('utf8'), status: Number(shared.headers[STATUS_HEADER] ?? 200) }
          : await this.render(entry, url, template.html, request);
        if (rendered === undefined) return undefined;
        if (!shared)
          await cache.set(generation, key, {
            headers: { [STATUS_HEADER]: String(rendered.status) },
            data: Buffer.from(rendered.html),
            cost: null,
          });
        const doc = pageDocument(rendered);
        this.documents.set(id, doc);
        return doc;
      })()
        .catch((err: unknown) => {
          log.error({ err, url }, 'a page could not be rendered on the server');
          return undefined;
        })
        .finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    return pending;
  }

  private async render(
    entry: ServerEntry,
    url: string,
    template: string,
    request: unknown,
  ): Promise<RenderedDocument | undefined> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const page = await entry.render(url, (operation) => this.options.execute(operation, request), signal);
      return page ? { html: fillTemplate(template, page), status: page.meta?.status ?? 200 } : undefined;
    } catch (err) {
      if (!signal.aborted) throw err;
      this.options.log.warn(
        { url, timeoutMs: this.timeoutMs },
        'a page took too long to render: sent unrendered',
      );
      return undefined;
    }
  }
}
