import { GENERATED_PRODUCTS_SQL } from '../../db/seeds/generated-products.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './support/shop.js';
import { SqlCounter } from './support/sql-counter.js';

/**
 * Search at scale and by meaning (issue 10): the demo catalog plus 20,000 generated products.
 * Every branch of the search must use its index (EXPLAIN on the shop's own connections), and a
 * relevance set of what shoppers type must put the right products first.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
  const conn = shop.server.orm.em.fork().getConnection();
  await conn.execute(GENERATED_PRODUCTS_SQL, [20000]);
  await conn.execute('analyze products');
}, 120_000);
afterAll(async () => {
  await shop?.close();
});

const SEARCH = `query($q: String, $first: Int, $sort: ProductSort, $category: String) {
  products(q: $q, first: $first, sort: $sort, category: $category) { totalCount edges { node { name } } }
}`;

async function search(q: string, vars: Record<string, unknown> = {}) {
  const res = await shop.gql<{ products: { totalCount: number; edges: { node: { name: string } }[] } }>(
    SEARCH,
    { q, first: 10, ...vars },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { total: res.data.products.totalCount, names: res.data.products.edges.map((e) => e.node.name) };
}

interface Plan {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: Plan[];
}
const nodes = (p: Plan): Plan[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

/** EXPLAINs the statement the shop sends for `vars`, on a connection of the shop's own pool. */
async function explainSearch(vars: Record<string, unknown>): Promise<Plan[]> {
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
      text: `explain (format json) ${statement.text}`,
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
      ['products_name_trgm_idx', ['fastupdate=off']],
      ['products_search_idx', ['fastupdate=off']],
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

  it('answers in one pass: the page and the total come from one statement', async () => {
    const sent: { text: string; values: unknown[] }[] = [];
    SqlCounter.start(sent);
    const { total } = await search('phone');
    SqlCounter.stop();
    expect(sent.filter((s) => /products/.test(s.text))).toHaveLength(1);
    expect(total).toBeGreaterThanOrEqual(3);
  });
});

// What shoppers type, and the products that must come first (in any order among themselves).
const RELEVANCE: [string, string[]][] = [
  ['phone', ['Redmi 13C 5G (4 GB RAM, 128 GB)']], // the description says "smartphone"
  ['mobile', ['Redmi 13C 5G (4 GB RAM, 128 GB)']],
  ['hedphones', ['boAt Rockerz 450 Bluetooth Headphones']], // a typo
  ['headphones', ['boAt Rockerz 450 Bluetooth Headphones']],
  ['blutooth speaker', ['JBL Go 3 Portable Speaker']], // a typo, two words
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

describe('relevance', () => {
  it.each(RELEVANCE)('"%s" puts the right products first', async (q, first) => {
    const { names } = await search(q);
    expect(names.slice(0, first.length).sort()).toEqual([...first].sort());
  });

  it('still pages a search by price with its own cursors', async () => {
    const page1 = await shop.gql<{
      products: {
        edges: { node: { name: string } }[];
        pageInfo: { endCursor: string; hasNextPage: boolean };
      };
    }>(
      `query($after: String) { products(q: "kettle", sort: PRICE_ASC, first: 3, after: $after) {
        edges { node { name } } pageInfo { endCursor hasNextPage } } }`,
      {},
    );
    const p1 = page1.data!.products;
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const page2 = await shop.gql<typeof page1.data & object>(
      `query($after: String) { products(q: "kettle", sort: PRICE_ASC, first: 3, after: $after) {
        edges { node { name } } pageInfo { endCursor hasNextPage } } }`,
      { after: p1.pageInfo.endCursor },
    );
    const names = [...p1.edges, ...page2.data!.products.edges].map((e) => e.node.name);
    expect(new Set(names).size).toBe(6);
    // Generated kettles cost 100.01 rupees and up, in order of their number.
    expect(names.slice(0, 3)).toEqual(['Bench item 1 Kettle', 'Bench item 6 Kettle', 'Bench item 11 Kettle']);
  });
});
