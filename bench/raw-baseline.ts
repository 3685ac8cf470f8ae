/**
 * The yardstick: a plain node:http server over `pg` answering what the shop's hot reads answer,
 * with nothing in between (no framework, no ORM, no GraphQL). Runs in a process of its own
 * (bench/harness.ts `startRawChild`), like the shop under test, against the bench's database:
 *
 *   DATABASE_URL=… PORT=… tsx bench/raw-baseline.ts
 *
 *   GET /products?first=20     the newest 20 products (one statement)
 *   GET /product?id=…          a product page: the product, 4 related, 20 reviews (three statements)
 *   GET /products-same?first=20
 *                              the shop's own answer to the web app's list, byte for byte in shape: the
 *                              same statement (the page, one row more, and the total beside it) and the
 *                              same JSON (totalCount, pageInfo, a cursor per edge, thumbnailUrl), for
 *                              telling what the answer costs from what the shop's layers cost
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const COLUMNS = `id, name, description, category, price_paise, stock, image_path, featured, rating_sum,
  review_count, created_at, updated_at`;

const card = (r: Record<string, unknown>) => ({
  id: r.id,
  name: r.name,
  category: r.category,
  price: (r.price_paise as number) / 100,
  stock: r.stock,
  description: r.description,
  imageUrl: r.image_path ? `/uploads/${String(r.image_path)}` : null,
  averageRating: (r.review_count as number) ? (r.rating_sum as number) / (r.review_count as number) : 0,
  reviewCount: r.review_count,
  lowStock: (r.stock as number) <= 5,
});

/**
 * The shop's cursor of a newest-first row (catalog/product-listing.ts `encodeCursor`): the sort's
 * number (3), the timestamp's microseconds since 1970 (`k0`, computed by PostgreSQL) as a float64,
 * the UUID's 16 bytes.
 */
const cursor = (r: Record<string, unknown>) => {
  const bytes = Buffer.allocUnsafe(25);
  bytes[0] = 3;
  bytes.writeDoubleBE(Number(r.k0), 1);
  bytes.write(String(r.k1).replaceAll('-', ''), 9, 'hex');
  return bytes.toString('base64url');
};

const sameCard = (r: Record<string, unknown>) => {
  const image = r.image_path as string | null;
  return {
    ...card(r),
    averageRating: (r.review_count as number)
      ? Math.round(((r.rating_sum as number) / (r.review_count as number)) * 10) / 10
      : 0,
    thumbnailUrl: image ? `/uploads/${image.replace(/\.webp$/, '-thumb.webp')}` : null,
  };
};

async function startRawBaseline(
  databaseUrl: string,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = http.createServer(async (req, res) => {
    try {
      // Read the request body as a GraphQL server must (its content is not needed here).
      for await (const _chunk of req) void _chunk;
      const url = new URL(req.url ?? '/', 'http://x');
      let body: unknown;
      if (url.pathname === '/products') {
        const first = Math.min(Number(url.searchParams.get('first') ?? 20), 48);
        const { rows } = await pool.query({
          name: 'raw_list',
          text: `select ${COLUMNS} from products order by created_at desc, id desc limit $1`,
          values: [first],
        });
        body = { data: { products: { edges: rows.map((r) => ({ node: card(r) })) } } };
      } else if (url.pathname === '/products-same') {
        const first = Math.min(Number(url.searchParams.get('first') ?? 20), 48);
        const { rows } = await pool.query({
          name: 'raw_list_same',
          text: `select ${COLUMNS}, (extract(epoch from created_at) * 1000000)::int8 as k0, id::text as k1,
                   (select count(*)::int from products) as total
                 from products order by created_at desc, id desc limit $1`,
          values: [first + 1],
        });
        const edges = rows.slice(0, first).map((r) => ({ cursor: cursor(r), node: sameCard(r) }));
        body = {
          data: {
            products: {
              totalCount: rows[0]?.total ?? 0,
              pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
              edges,
            },
          },
        };
      } else if (url.pathname === '/product') {
        const id = url.searchParams.get('id');
        const product = await pool.query({
          name: 'raw_product',
          text: `select ${COLUMNS} from products where id = $1`,
          values: [id],
        });
        const p = product.rows[0];
        if (!p) {
          res.writeHead(404).end();
          return;
        }
        const [related, reviews] = [
          await pool.query({
            name: 'raw_related',
            text: `select ${COLUMNS} from products where lower(category) = lower($1) and id <> $2
                   order by featured desc, created_at desc, id desc limit 4`,
            values: [p.category, id],
          }),
          await pool.query({
            name: 'raw_reviews',
            text: `select id, rating, review, user_name, created_at from reviews where product_id = $1
                   order by created_at desc, id desc limit 20`,
            values: [id],
          }),
        ];
        body = { data: { product: { ...card(p), related: related.rows.map(card) }, reviews: reviews.rows } };
      } else {
        res.writeHead(404).end();
        return;
      }
      const json = JSON.stringify(body);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
      res.end(json);
    } catch {
      res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((r) => server.close(r));
      await pool.end();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const raw = await startRawBaseline(process.env.DATABASE_URL!, Number(process.env.PORT ?? 0));
  process.on('SIGTERM', () => void raw.close().then(() => process.exit(0)));
}
