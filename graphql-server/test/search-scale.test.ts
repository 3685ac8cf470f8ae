import { GENERATED_PRODUCTS_SQL } from '../../db/seeds/generated-products.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './support/shop.js';
import { SqlCounter } from './support/sql-counter.js';
import { SEARCH_CANDIDATES, SEARCH_COUNT_CAP } from '../src/modules/catalog/listing.sql.js';

/**
 * Search at scale and by meaning (issue 10): the demo catalog plus 20,000 generated products.
 * Every branch of the search must use its index (EXPLAIN on the shop's own connections), and a
 * relevance set of what shoppers type must put the right products first.
 */
let shop: TestShop;

beforeAll(async () => {
  // Many searches in a row from one address: the public API's cost bucket has its own tests.
  shop = await startTestShop({ API_RATE_LIMIT_BUCKET: 1e6, API_RATE_LIMIT_RESTORE_RATE: 1e6 });
  const conn = shop.server.orm.em.fork().getConnection();
  await conn.execute(GENERATED_PRODUCTS_SQL, [20000]);
  await conn.execute('analyze products');
}, 300_000);
afterAll(async () => {
  await shop?.close();
});

const SEARCH = `query($q: String, $first: Int, $sort: ProductSort, $category: String) {
  products(q: $q, first: $first, sort: $sort, category: $category) {
    totalCount totalCountIsExact edges { node { name } } }
}`;

async function search(q: string, vars: Record<string, unknown> = {}) {
  const res = await shop.gql<{
    products: { totalCount: number; totalCountIsExact: boolean; edges: { node: { name: string } }[] };
  }>(SEARCH, { q, first: 10, ...vars });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return {
    total: res.data.products.totalCount,
    exact: res.data.products.totalCountIsExact,
    names: res.data.products.edges.map((e) => e.node.name),
  };
}

interface Plan {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: Plan[];
}
const nodes = (p: Plan): Plan[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

/** EXPLAINs the statement the shop sends for `vars`, on a connection of the shop's own pool. */
async function explainSearch(vars: Record<string, unknown>, options = 'format json'): Promise<Plan[]> {
  const captured: { text: string; values: unknown[] }[] = [];
  SqlCounter.start(captured);
  await shop.gql(SEARCH, { first: 10, ...vars });
  SqlCounter.stop();
  const statement = captured.find((c) => /from products/.test(c.text))!;
  const client = (
    shop.server.orm.em.getConnection().getKnex() as unknown as {
      client: {
        acquireConnection(): Promise<{
          query(c: {
            text: string;
            values: unknown[];
          }): Promise<{ rows: { 'QUERY PLAN': { Plan: Plan }[] }[] }>;
        }>;
        releaseConnection(c: unknown): Promise<void>;
      };
    }
  ).client;
  const conn = await client.acquireConnection();
  try {
    const res = await conn.query({
      text: `explain (${options}) ${statement.text}`,
      values: statement.values,
    });
    return nodes(res.rows[0]!['QUERY PLAN'][0]!.Plan);
  } finally {
    await client.releaseConnection(conn);
  }
}

describe('search at 20,000 products', () => {
  it('reads every branch through its index, never scanning the table', async () => {
    for (const vars of [
      { q: 'phone' },
      { q: 'wireless head' },
      { q: 'hedphones', sort: 'PRICE_ASC' },
      { q: 'kurta', category: 'Fashion' },
    ]) {
      const plan = await explainSearch(vars);
      const scans = plan.filter((n) => n['Relation Name'] === 'products');
      expect(
        scans.filter((n) => n['Node Type'] === 'Seq Scan'),
        JSON.stringify(vars),
      ).toEqual([]);
      const indexes = new Set(plan.map((n) => n['Index Name']).filter(Boolean));
      expect([...indexes].sort(), JSON.stringify(vars)).toEqual(
        expect.arrayContaining([
          'products_search_idx',
          'products_search_text_trgm_idx',
          'products_search_text_trgm_idx',
        ]),
      );
    }
  });

  it('keeps searches cheap to plan and free of an unmerged index backlog', async () => {
    const conn = shop.server.orm.em.fork().getConnection();
    // New products go straight into the GIN indexes (a pending list would be read in full by
    // every search until a vacuum), and the search columns' statistics stay small (planning
    // compares every prefix and trigram with them).
    const indexes = await conn.execute<{ relname: string; reloptions: string[] | null }[]>(
      `select c.relname, c.reloptions from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'products'::regclass and c.relam = (select oid from pg_am where amname = 'gin')
        order by c.relname`,
    );
    expect(indexes.map((i) => [i.relname, i.reloptions])).toEqual([
      ['products_search_idx', ['fastupdate=off']],
      ['products_search_reviewed_idx', ['fastupdate=off']],
      ['products_search_text_trgm_idx', ['fastupdate=off']],
    ]);
    const stats = await conn.execute<{ attname: string; attstattarget: number }[]>(
      `select attname, attstattarget from pg_attribute
        where attrelid = 'products'::regclass and attname in ('search', 'search_text') order by attname`,
    );
    expect(stats).toEqual([
      { attname: 'search', attstattarget: 10 },
      { attname: 'search_text', attstattarget: 10 },
    ]);
  });

  it('reads a bounded number of rows for a word that matches thousands (EXPLAIN ANALYZE)', async () => {
    const conn = shop.server.orm.em.fork().getConnection();
    const [{ n }] = (await conn.execute<{ n: number }[]>(
      `select count(*)::int as n from products where search_text like '%phone%'`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(4 * (SEARCH_COUNT_CAP + 1)); // "phone" matches about a fifth of 20,046
    const plan = await explainSearch({ q: 'phone', first: 20 }, 'analyze, buffers, format json');
    const scans = plan.filter((p) => p['Relation Name'] === 'products');
    expect(scans.filter((p) => p['Node Type'] === 'Seq Scan')).toEqual([]);
    const indexes = new Set(plan.map((p) => p['Index Name']).filter(Boolean));
    expect([...indexes]).toEqual(
      expect.arrayContaining(['products_search_idx', 'products_search_text_trgm_idx']),
    );
    // Every read of the table stops at the count's bound (plus one), and all of them together read
    // fewer rows than the word matches: the cost follows the page and the bound, not the matches.
    const read = (p: Plan) =>
      ((p['Actual Rows'] ?? 0) +
        (p['Rows Removed by Filter'] ?? 0) +
        (p['Rows Removed by Index Recheck'] ?? 0)) *
      (p['Actual Loops'] ?? 1);
    const heapReads = scans.filter((p) => p['Node Type'] === 'Bitmap Heap Scan');
    expect(heapReads.length).toBeGreaterThan(0);
    for (const p of heapReads) expect(read(p)).toBeLessThanOrEqual(SEARCH_COUNT_CAP + 1 + 100);
    const byId = scans.filter((p) => p['Index Name'] === 'products_pkey');
    for (const p of byId) expect(read(p)).toBeLessThanOrEqual(SEARCH_CANDIDATES);
    expect(scans.reduce((sum, p) => sum + read(p), 0)).toBeLessThan(n);
  });

  it('keeps the catalogue’s words exact through inserts, edits, stock changes and deletes', async () => {
    const conn = shop.server.orm.em.fork().getConnection();
    const [one, two] = await conn.execute<{ id: string }[]>(
      `select id from products where search_text like '%kettle%' order by id limit 2`,
    );
    await conn.execute(
      `update products set description = description || ' Zanskari thermoware' where id = ?`,
      [one!.id],
    );
    await conn.execute(`update products set stock = stock + 1 where id = ?`, [two!.id]);
    await conn.execute(`delete from products where id = ?`, [two!.id]);
    const differences = await conn.execute<{ word: string }[]>(
      `with recounted as (
         select w as word, count(*)::int as products from products, search_words_of(search_text) w group by w)
       (select word, products from recounted except select word, products from search_words)
       union all
       (select word, products from search_words except select word, products from recounted)`,
    );
    expect(differences).toEqual([]);
    const [zanskari] = await conn.execute<{ products: number }[]>(
      `select products from search_words where word = 'zanskari'`,
    );
    expect(zanskari).toEqual({ products: 1 });
  });

  it('reads a misspelt word as the nearest catalogue word, and only an unknown one', async () => {
    expect((await search('hedphones', { first: 3 })).names.every((n) => /headphones/i.test(n))).toBe(true);
    expect((await search('zzqx', { first: 3 })).names).toEqual([]);
    // "cottn shirt": only the unknown word changes.
    const { names } = await search('cottn shirt', { first: 5 });
    expect(names[0]).toMatch(/shirt/i);
  });

  it('says when the total is a bound: exact up to 1,000, "1,000+" beyond', async () => {
    expect(await search('cotton', { first: 5 })).toMatchObject({ total: SEARCH_COUNT_CAP, exact: false });
    expect(await search('dhurrie')).toMatchObject({ total: 1, exact: true });
    const { total, exact } = await search('presure coker'); // typos, a few hundred matches
    expect(exact).toBe(true);
    expect(total).toBeGreaterThan(1);
    expect(total).toBeLessThan(SEARCH_COUNT_CAP);
  });

  it('pages by relevance through the ranked candidates with keyset cursors, no product twice', async () => {
    const names = new Set<string>();
    const ids: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res: { data?: unknown } = await shop.gql(
        `query($after: String) { products(q: "kettle", first: 48, after: $after) {
          edges { node { id name } } pageInfo { endCursor hasNextPage } } }`,
        { after },
      );
      if (!res.data) throw new Error(JSON.stringify(res));
      const p = (
        res.data as {
          products: {
            edges: { node: { id: string; name: string } }[];
            pageInfo: { endCursor: string; hasNextPage: boolean };
          };
        }
      ).products;
      for (const e of p.edges) {
        ids.push(e.node.id);
        names.add(e.node.name);
      }
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(new Set(ids).size).toBe(ids.length);
    // A reviewed product is also found in a later tier: one candidate, so up to a quarter fewer.
    expect(ids.length).toBeGreaterThanOrEqual(SEARCH_CANDIDATES * 0.75);
    expect(ids.length).toBeLessThanOrEqual(SEARCH_CANDIDATES);
    expect([...names].every((n) => /kettle/i.test(n))).toBe(true);
  });

  it('answers in one pass: the page and the total come from one statement', async () => {
    const sent: { text: string; values: unknown[] }[] = [];
    SqlCounter.start(sent);
    const { total } = await search('phone');
    SqlCounter.stop();
    expect(sent.filter((s) => /products/.test(s.text))).toHaveLength(1);
    expect(total).toBeGreaterThanOrEqual(3);
  });
});

// What shoppers type, and the products that must come first (in any order among themselves). Words
// that name a kind of product the generated catalog holds by the thousand ("phone", "mobile",
// "blutooth speaker") are in COMMON: any smartphone or Bluetooth speaker may come first there.
const RELEVANCE: [string, string[]][] = [
  ['hedphones', ['boAt Rockerz 450 Bluetooth Headphones']], // a typo
  ['headphones', ['boAt Rockerz 450 Bluetooth Headphones']],
  ['kurta', ['Fabindia Cotton Straight Kurta', 'W Printed Anarkali Kurta Set']],
  ['kurti', ['Fabindia Cotton Straight Kurta', 'W Printed Anarkali Kurta Set']],
  ['saree', ['Banarasi Art Silk Saree with Blouse Piece']],
  ['sari', ['Banarasi Art Silk Saree with Blouse Piece']],
  ['kajal', ['Maybelline Colossal Kajal, Black']],
  ['dhurrie', ['Handwoven Jaipur Cotton Dhurrie 4x6 ft']],
  ['presure coker', ['Prestige Popular Aluminium Pressure Cooker 5 L']], // two typos
  ['power bank', ['Mi 20000 mAh Power Bank 3i']],
  ['smartwatch', ['Noise ColorFit Pro 5 Smartwatch']],
  ['kettle', ['Pigeon Electric Kettle 1.5 L']], // 4,000 generated kettles follow
  ['cricket bat', ['SG Kashmir Willow Cricket Bat']],
  ['badminton', ['Yonex Muscle Power 29 Badminton Racquet']],
  ['lipstik', ['Lakmé 9 to 5 Primer + Matte Lipstick']], // a typo
  ['hair oil', ['Mamaearth Onion Hair Oil 250 ml']],
  ['jeans', ["Levi's 511 Slim Fit Jeans"]],
  ['shades', ['Fastrack UV-Protected Wayfarer Sunglasses']],
  ['air fryer', ['Philips HD9200 Air Fryer 4.1 L']],
];

// Common words: thousands match; the first page holds what the word names, not what merely
// mentions it (a kettle, not an induction cooktop that boils one; a smartphone, not its case).
const COMMON: [string, RegExp][] = [
  ['cotton', /cotton/i],
  ['kettle', /kettle/i],
  ['phone', /smartphone|Redmi 13C/i],
  ['mobile', /smartphone|Redmi 13C/i],
  ['headphones', /headphones/i],
  ['blutooth speaker', /bluetooth speaker|JBL Go 3/i], // a typo, two words
  ['hedphones', /headphones/i], // a typo of a common word
];

describe('relevance', () => {
  it.each(COMMON)('"%s" (a common word) fills the first page with what it names', async (q, pattern) => {
    const { names } = await search(q, { first: 20 });
    expect(names).toHaveLength(20);
    expect(names.filter((n) => !pattern.test(n))).toEqual([]);
  });

  it.each(RELEVANCE)('"%s" puts the right products first', async (q, first) => {
    const { names } = await search(q);
    expect(names.slice(0, first.length).sort()).toEqual([...first].sort());
  });

  it('still pages a search by price with its own cursors', async () => {
    const page1 = await shop.gql<{
      products: {
        edges: { node: { name: string; price: number } }[];
        pageInfo: { endCursor: string; hasNextPage: boolean };
      };
    }>(
      `query($after: String) { products(q: "kettle", sort: PRICE_ASC, first: 3, after: $after) {
        edges { node { name price } } pageInfo { endCursor hasNextPage } } }`,
      {},
    );
    if (!page1.data) throw new Error(JSON.stringify(page1));
    const p1 = page1.data.products;
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const page2 = await shop.gql<typeof page1.data & object>(
      `query($after: String) { products(q: "kettle", sort: PRICE_ASC, first: 3, after: $after) {
        edges { node { name price } } pageInfo { endCursor hasNextPage } } }`,
      { after: p1.pageInfo.endCursor },
    );
    const all = [...p1.edges, ...page2.data!.products.edges];
    expect(all).toHaveLength(6);
    expect(new Set(all.map((e) => JSON.stringify(e.node))).size).toBeGreaterThan(1);
    // The cheapest kettles of the whole catalog (not of a bounded set), in price order.
    const conn = shop.server.orm.em.fork().getConnection();
    const cheapest = await conn.execute<{ price: number }[]>(
      `select price_paise / 100.0 as price from products where search @@ to_tsquery('english', 'kettle:*')
        or search_text like '%kettle%' order by price_paise, id limit 6`,
    );
    expect(all.map((e) => e.node.price)).toEqual(cheapest.map((c) => Number(c.price)));
  });
});
