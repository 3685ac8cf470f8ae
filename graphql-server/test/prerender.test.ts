import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/common/logger.js';
import { ResponseCache } from '../src/common/response-cache.js';
import { Prerenderer, type PrerenderOptions } from '../src/web/prerender.js';
import { sql } from './support/commerce.js';
import { SqlCounter } from './support/sql-counter.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

const REPO = path.resolve(import.meta.dirname, '../..');

/**
 * The storefront's landing pages rendered on the server (issue 10: the first paint on a phone
 * shows the page, not a loading line). Runs the web app's real server build (built here, as
 * `npm run build` does) against a shop, behind the real index.html.
 */
describe('server-rendered storefront pages', () => {
  let shop: TestShop;
  let root: string;
  let admin: string;
  let kettleId: string;

  beforeAll(async () => {
    // Under web/, so the server build's packages resolve as from web/dist-ssr (some are web's own).
    const cache = path.join(REPO, 'web', 'node_modules', '.cache');
    await fs.mkdir(cache, { recursive: true });
    root = await fs.mkdtemp(path.join(cache, 'shop-prerender-'));
    // The server build, as web's build script makes it (beside the client build, in dist-ssr).
    execFileSync(
      process.execPath,
      [
        path.join(REPO, 'node_modules/vite/bin/vite.js'),
        'build',
        '--ssr',
        '--outDir',
        path.join(root, 'dist-ssr'),
      ],
      { cwd: path.join(REPO, 'web'), stdio: 'pipe' },
    );
    // The client build: the real index.html with its entry, and the manifest naming the pages.
    const dist = path.join(root, 'dist');
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.mkdir(path.join(dist, '.vite'));
    const index = (await fs.readFile(path.join(REPO, 'web/index.html'), 'utf8')).replace(
      '<script type="module" src="/src/main.tsx"></script>',
      '<script type="module" crossorigin src="/assets/main-1.js"></script>',
    );
    await fs.writeFile(path.join(dist, 'index.html'), index);
    for (const file of [
      'main-1.js',
      'boot-1.js',
      'app-1.js',
      'HomePage-1.js',
      'ProductsPage-1.js',
      'Product-1.js',
    ])
      await fs.writeFile(path.join(dist, 'assets', file), 'export {};\n');
    await fs.writeFile(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/main-1.js', isEntry: true, dynamicImports: ['src/boot.tsx'] },
        // boot.tsx loads the rest of the app once React has run.
        'src/boot.tsx': { file: 'assets/boot-1.js', dynamicImports: ['src/app/App.tsx'] },
        'src/app/App.tsx': { file: 'assets/app-1.js' },
        'src/features/catalog/HomePage.tsx': { file: 'assets/HomePage-1.js' },
        'src/features/catalog/ProductsPage.tsx': { file: 'assets/ProductsPage-1.js' },
        'src/features/catalog/ProductDetailPage.tsx': { file: 'assets/Product-1.js' },
      }),
    );
    shop = await startTestShop({ WEB_DIST: dist });
    // The pre-renderer's code loads once the shop is listening; until then pages go out plain.
    for (let tries = 0; ; tries++) {
      if ((await fetch(`${shop.url}/`).then((r) => r.text())).includes('shop-state')) break;
      if (tries > 200) throw new Error('the home page never came rendered');
      await new Promise((r) => setTimeout(r, 100));
    }
    admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
    const created = await shop.gql<{ createProduct: { id: string } }>(
      `mutation { createProduct(input: { name: "Prerender Kettle", description: "Boils water fast.",
        category: "Home", price: 1299, stock: 4 }) { id } }`,
      {},
      { token: admin },
    );
    kettleId = created.data!.createProduct.id;
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  async function get(p: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${shop.url}${p}`, { headers: { 'accept-encoding': 'identity', ...headers } });
    return { status: res.status, headers: res.headers, html: await res.text() };
  }
  /** What `#root` holds, and the data block after it (undefined for the plain page). */
  function parts(html: string) {
    const app = /<div id="root">([\s\S]*)<\/div>\n\s*<script id="shop-state"/.exec(html)?.[1];
    const state = /<script id="shop-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return { app, state: state === undefined ? undefined : (JSON.parse(state) as { apollo: object }) };
  }

  it('sends the home page rendered, with its title and the answers it was made from', async () => {
    const { status, html, headers } = await get('/');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    const { app, state } = parts(html);
    expect(app).toContain('Skip to main content');
    expect(app).toContain('Shop by category');
    expect(app).not.toContain('Loading Rupee Shop');
    expect(html).toContain('<title>Shop electronics, fashion, home, beauty and sports | Rupee Shop</title>');
    expect(JSON.stringify(state?.apollo)).toContain('"categories"');
    // The app's code is not named up front: it downloads once the rendered page has painted.
    expect(html).not.toContain('modulepreload');
    // No inline script (the Content-Security-Policy allows none): only the entry and the data block.
    expect(html.match(/<script\b[^>]*>/g)?.sort()).toEqual([
      '<script id="shop-state" type="application/json">',
      '<script type="module" crossorigin src="/assets/main-1.js">',
    ]);
  });

  it('renders the listing for its search, and answers a repeat visit without the database', async () => {
    const first = await get('/products?q=kettle');
    const { app, state } = parts(first.html);
    expect(app).toContain('Prerender Kettle');
    expect(app).toContain('Results for “kettle”');
    expect(first.html).toContain('<title>Search: kettle | Rupee Shop</title>');
    expect(JSON.stringify(state?.apollo)).toContain('Prerender Kettle');

    SqlCounter.start();
    const again = await get('/products?q=kettle');
    expect(SqlCounter.stop()).toEqual([]);
    expect(again.html).toBe(first.html);
    const etag = again.headers.get('etag')!;
    expect((await get('/products?q=kettle', { 'if-none-match': etag })).status).toBe(304);
  });

  it('never serves a page older than an admin edit', async () => {
    expect(parts((await get('/products?q=kettle')).html).app).toContain('Prerender Kettle');
    const edit = await shop.gql(
      `mutation($id: ID!) { updateProduct(id: $id, input: { name: "Prerender Teapot Kettle" }) { id } }`,
      { id: kettleId },
      { token: admin },
    );
    expect(edit.errors).toBeUndefined();
    const { app } = parts((await get('/products?q=kettle')).html);
    expect(app).toContain('Prerender Teapot Kettle');
    expect(app).not.toMatch(/Prerender Kettle/);
  });

  it("renders a product page with its reviews dated in the shop's time zone, and a 404 for a missing one", async () => {
    const created = await shop.gql<{ createProduct: { id: string } }>(
      `mutation { createProduct(input: { name: "Prerender Toaster", description: "Two slices at a time.",
        category: "Home", price: 2499, stock: 3 }) { id } }`,
      {},
      { token: admin },
    );
    const id = created.data!.createProduct.id;
    const reviewer = await signUp(shop, { email: 'toast-fan@example.com', name: 'Toast Fan' });
    const review = await shop.gql<{ addReview: { id: string } }>(
      `mutation ($id: ID!) { addReview(productId: $id, rating: 5, review: "Crisp every time.") { id } }`,
      { id },
      { token: reviewer.token },
    );
    expect(review.errors).toBeUndefined();
    // Late evening in UTC (and in the server's zone, whatever it is here): already the next day in India.
    const createdAt = '2026-03-01T20:00:00.000Z';
    await sql(shop, `update reviews set created_at = ? where id = ?`, [createdAt, review.data!.addReview.id]);

    const { status, html } = await get(`/products/${id}`);
    expect(status).toBe(200);
    const { app, state } = parts(html);
    expect(app).toMatch(/<h1[^>]*>Prerender Toaster<\/h1>/);
    expect(app).toContain('₹2,499.00');
    expect(app).toContain('Crisp every time.');
    expect(app).toContain('Toast Fan');
    // The server's clock zone says nothing about the visitor: dates are the shop's (India's), and
    // the browser shows them so until the page is its own.
    expect(app).toContain(`dateTime="${createdAt}">2 Mar 2026</time>`);
    expect(html).toContain('<title>Prerender Toaster | Rupee Shop</title>');
    expect(html).toContain('<meta name="description" content="Two slices at a time." />');
    expect(JSON.stringify(state?.apollo)).toContain('Crisp every time.');
    // A shared link's tracking parameters do not make a render of their own.
    SqlCounter.start();
    expect((await get(`/products/${id}?utm_source=chat`)).html).toBe(html);
    expect(SqlCounter.stop()).toEqual([]);

    const missing = await get('/products/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(parts(missing.html).app).toContain('Product Not Found');
    expect(missing.html).toContain('<title>Product not found | Rupee Shop</title>');
    // Kept like any page (no second render), and still a 404 from the cache.
    SqlCounter.start();
    expect((await get('/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(SqlCounter.stop()).toEqual([]);
  });

  it('keeps text that looks like markup as text, in the page and in its data block', async () => {
    const name = '</script><script>alert(1)</script> Kettle';
    const created = await shop.gql(
      `mutation($name: String!) { createProduct(input: { name: $name, description: "Odd name.",
        category: "Home", price: 10, stock: 1 }) { id } }`,
      { name },
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    const { html } = await get('/products?q=alert');
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(parts(html).app).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Kettle');
    expect(JSON.stringify(parts(html).state)).toContain(name);
  });

  it('sends the plain page for what it does not render', async () => {
    for (const p of ['/login', `/products?q=${'x'.repeat(600)}`]) {
      const { status, html } = await get(p);
      expect(status).toBe(200);
      expect(parts(html).state).toBeUndefined();
      expect(html).toContain('Loading Rupee Shop...');
      // A page the browser renders names the app's code (the entry imports it, and it the rest) up front.
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js">');
    }
  });

  it('gives up on a page whose answers fail or come too slowly', async () => {
    const template = { key: 'test', html: await fs.readFile(path.join(root, 'dist/index.html'), 'utf8') };
    const log = createLogger('silent');
    const load = async (execute: PrerenderOptions['execute'], timeoutMs?: number, dir = 'dist-ssr') => {
      const prerenderer = Prerenderer.create(path.join(root, dir), {
        cache: new ResponseCache(undefined, 'test:', log),
        log,
        execute,
        ...(timeoutMs ? { timeoutMs } : {}),
      });
      if (prerenderer) expect(await prerenderer.load()).toBe(true);
      return prerenderer;
    };
    const failing = await load(async () => ({ errors: [{ message: 'Too many requests' }] }));
    expect(await failing!.page('/products', template, {})).toBeUndefined();
    const hanging = await load(() => new Promise(() => {}), 200);
    const started = Date.now();
    expect(await hanging!.page('/products', template, {})).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await load(async () => ({}), undefined, 'missing')).toBeUndefined();
  });
});
