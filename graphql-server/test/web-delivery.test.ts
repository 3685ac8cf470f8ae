import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './support/commerce.js';
import { startTestShop, type TestShop } from './support/shop.js';

// How the shop delivers its web app and answers: compressed (brotli or gzip), cached right
// (hashed assets for a year, index.html revalidated), no source maps, robots.txt and a sitemap.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request (fetch would pick its own Accept-Encoding and decode the body). */
function request(url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (a: Answer) =>
  (a.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(a.body)
    : a.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(a.body)
      : a.body
  ).toString('utf8');

const INDEX_HTML = `<!doctype html><html><head><title>Rupee Shop</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
const APP_JS = `console.log(${JSON.stringify('the app '.repeat(400))});\n//# sourceMappingURL=index-Ab12Cd34.js.map\n`;

/** A built web app as Vite and its precompress step leave it. */
async function fakeWebBuild(): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.mkdir(path.join(dist, '.vite'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-Ab12Cd34.js': APP_JS,
    'assets/index-Ab12Cd34.js.map': '{"version":3,"sources":["../src/secret-source.ts"]}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'explorer.html': '<!doctype html><title>Rupee Shop API explorer</title><div id="explorer"></div>',
    'assets/HomePage-Hp000000.css': '.home{color:teal}\n',
    // Vite's manifest: the entry, and the home page's lazily loaded chunk with a shared import.
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_ui.js'] },
      '_ui.js': { file: 'assets/ui-Ui000000.js' },
      '_shared.js': { file: 'assets/shared-Sh000000.js', imports: ['_ui.js'] },
      'src/features/catalog/HomePage.tsx': {
        file: 'assets/HomePage-Hp000000.js',
        imports: ['_shared.js', '_ui.js'],
        css: ['assets/HomePage-Hp000000.css'],
      },
    }),
  };
  for (const [name, text] of Object.entries(files)) {
    await fs.writeFile(path.join(dist, name), text);
    if (/\.(html|js)$/.test(name)) {
      await fs.writeFile(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
      await fs.writeFile(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
    }
  }
  return dist;
}

describe('web delivery', () => {
  let shop: TestShop;
  let dist: string;
  const productIds: string[] = [];
  beforeAll(async () => {
    dist = await fakeWebBuild();
    shop = await startTestShop({ WEB_DIST: dist, PUBLIC_URL: 'https://shop.example.in' });
    for (const name of ['Sitemap Lamp', 'Sitemap Kurta & Saree <set>'])
      productIds.push(await createProduct(shop, { name, pricePaise: 49_900, stock: 5 }));
  });
  afterAll(async () => {
    await shop?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('sends index.html brotli- or gzip-compressed and never cached without revalidation', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (const page of ['/login', '/products/some-product']) {
        const res = await request(`${shop.url}${page}`, { 'accept-encoding': accept });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(decode(res)).toBe(INDEX_HTML);
      }
    }
  });

  it("names the home page's own chunks up front in its index.html, not other pages'", async () => {
    const home = await request(`${shop.url}/`, { 'accept-encoding': 'br' });
    expect(home.headers['cache-control']).toBe('no-cache');
    const html = decode(home);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-Hp000000.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-Sh000000.js">');
    // Its stylesheet written into the page (the first paint waits for no other request); the link
    // stays, disabled, for Vite's loader to know the stylesheet is there.
    expect(html).toContain(
      '<style>.home{color:teal}</style><link rel="stylesheet" crossorigin href="/assets/HomePage-Hp000000.css" disabled>',
    );
    // The entry's own imports are already in the page; nothing is named twice.
    expect(html).not.toContain('ui-Ui000000.js');
    expect(decode(await request(`${shop.url}/about`))).not.toContain('HomePage');
    // Revalidation: the same page answers 304 to its ETag.
    const again = await request(`${shop.url}/`, { 'if-none-match': String(home.headers.etag) });
    expect(again.status).toBe(304);
    // The manifest itself is not published.
    expect((await request(`${shop.url}/.vite/manifest.json`)).body.toString()).not.toContain('isEntry');
  });

  it('caches hashed assets for a year as immutable, compressed when accepted', async () => {
    const url = `${shop.url}/assets/index-Ab12Cd34.js`;
    const br = await request(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(decode(br)).toBe(APP_JS);
    expect(br.body.length).toBeLessThan(APP_JS.length / 10);
    const gz = await request(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(APP_JS);
    const plain = await request(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
    // An unhashed file is cached briefly; a missing asset is a 404, not the app's HTML.
    expect((await request(`${shop.url}/favicon.svg`)).headers['cache-control']).toBe('public, max-age=3600');
    const missing = await request(`${shop.url}/assets/index-Gone0000.js`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<div id="root">');
  });

  it('never serves source maps', async () => {
    for (const file of ['/assets/index-Ab12Cd34.js.map', '/assets/index-Ab12Cd34.js.map.gz']) {
      const res = await request(`${shop.url}${file}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(404);
      expect(decode(res)).not.toContain('secret-source');
    }
  });

  it('compresses GraphQL and REST answers on the fly, cached catalog answers too', async () => {
    const body = JSON.stringify({
      query: '{ products(first: 20) { edges { node { id name description } } } }',
    });
    // The first answer is made (and compressed) on the way out; the others come from the response
    // cache, which compresses them itself: the same data whichever way it went.
    const seen: { cache: unknown; encoding: unknown; data: unknown }[] = [];
    for (const encoding of ['br', 'br', 'gzip', 'identity'] as const) {
      const res = await request(
        `${shop.url}/graphql`,
        { 'content-type': 'application/json', 'accept-encoding': encoding },
        body,
      );
      expect(res.status).toBe(200);
      if (encoding !== 'identity') expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      const json = JSON.parse(decode(res)) as { data: { products: { edges: unknown[] } } };
      expect(json.data.products.edges).toHaveLength(20);
      expect(Number(res.headers['content-length'] ?? res.body.length)).toBe(res.body.length);
      seen.push({
        cache: res.headers['x-cache'],
        encoding: res.headers['content-encoding'],
        data: json.data,
      });
    }
    expect(seen.map(({ cache, encoding }) => [cache, encoding])).toEqual([
      ['MISS', 'br'],
      ['HIT', 'br'],
      ['HIT', 'gzip'],
      ['HIT', undefined],
    ]);
    for (const s of seen.slice(1)) expect(s.data).toEqual(seen[0]!.data);
    const rest = await request(`${shop.url}/api/products`, { 'accept-encoding': 'gzip' });
    expect(rest.status).toBe(200);
    expect(rest.headers['content-encoding']).toBe('gzip');
    expect(decode(rest)).toContain('Sitemap Lamp');
  });

  it('compresses a large GraphQL answer whole, whichever encoding is asked for', async () => {
    // The full introspection answer is well over 64 KiB (compressed off the main thread).
    const body = JSON.stringify({ query: getIntrospectionQuery() });
    const answers = [];
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const res = await request(
        `${shop.url}/graphql`,
        { 'content-type': 'application/json', 'accept-encoding': encoding },
        body,
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      answers.push(decode(res));
    }
    expect(answers[2]!.length).toBeGreaterThan(64 * 1024);
    // The same schema each time (the cost extension's remaining budget differs).
    const [br, gz, plain] = answers.map((a) => JSON.stringify(JSON.parse(a).data));
    expect(plain).toContain('"queryType":{"name":"Query"');
    expect(br === plain && gz === plain).toBe(true);
  });

  it('sends the same security headers with GraphQL answers as with every other', async () => {
    const names = [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ];
    const rest = await request(`${shop.url}/api/products`);
    const graphql = await request(
      `${shop.url}/graphql`,
      { 'content-type': 'application/json' },
      JSON.stringify({ query: '{ __typename }' }),
    );
    const refused = await request(`${shop.url}/graphql`, { 'content-type': 'application/json' }, '{"query":');
    expect(refused.status).toBe(400);
    for (const name of names) {
      expect(rest.headers[name], name).toBeTruthy();
      expect(graphql.headers[name], name).toBe(rest.headers[name]);
      expect(refused.headers[name], name).toBe(rest.headers[name]);
    }
    expect(graphql.headers['x-powered-by']).toBeUndefined();
  });

  it('opens the API explorer for a browser at /graphql, and answers API clients there', async () => {
    const page = await request(`${shop.url}/graphql`, { accept: 'text/html,application/xhtml+xml' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decode(page)).toContain('Rupee Shop API explorer');
    const head = await fetch(`${shop.url}/graphql`, { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    // An API client without an operation gets GraphQL's answer, not the page.
    const bare = await request(`${shop.url}/graphql`, { accept: 'application/json' });
    expect(bare.status).toBe(400);
    expect(JSON.parse(decode(bare))).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    // A browser's GET with an operation is the API too (CSRF prevention asks for a preflight header).
    const query = encodeURIComponent('{ __typename }');
    const run = await request(`${shop.url}/graphql/?query=${query}`, {
      accept: 'text/html,*/*;q=0.8',
      'apollo-require-preflight': 'true',
    });
    expect(run.status).toBe(200);
    expect(JSON.parse(decode(run))).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('publishes robots.txt pointing at the sitemap and keeping crawlers out of private screens', async () => {
    const res = await request(`${shop.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body.toString();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/buy$/m);
    expect(text).not.toMatch(/^Disallow: \/products/m);
    expect(text).toMatch(/^Sitemap: https:\/\/shop\.example\.in\/sitemap\.xml$/m);
  });

  it('lists the home page, the listing and every product in sitemap.xml, from the catalog', async () => {
    const res = await request(`${shop.url}/sitemap.xml`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = decode(res);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const all = await shop.server.orm.em.getConnection().execute<{ id: string }[]>('select id from products');
    expect(all.length).toBeGreaterThan(productIds.length);
    expect(locs.slice(0, 2)).toEqual(['https://shop.example.in/', 'https://shop.example.in/products']);
    expect(locs.slice(2).sort()).toEqual(all.map((p) => `https://shop.example.in/products/${p.id}`).sort());
    for (const id of productIds) expect(locs).toContain(`https://shop.example.in/products/${id}`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);

    // A new product is listed on the next fetch.
    const added = await createProduct(shop, { name: 'Sitemap Newcomer', pricePaise: 100, stock: 1 });
    expect(decode(await request(`${shop.url}/sitemap.xml`))).toContain(`/products/${added}</loc>`);
  });
});
