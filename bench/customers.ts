import os from 'node:os';
import type { BenchContext } from './run.js';
import type { LoadResult } from './load.js';

/**
 * The admin's customer directory at scale: CUSTOMERS_BENCH_ROWS (default 100,000) shoppers with
 * order figures and wallets, then searches (names, e-mail parts, mobile digits, cities), every sort's
 * first page and a page deep in the list, one request at a time (latency, not throughput).
 *
 *   BENCH_ONLY=customers npm run bench
 *
 * Target (issue 9): search p50 under 50 ms at 100,000 customers.
 */
const ROWS = Number(process.env.CUSTOMERS_BENCH_ROWS ?? 100_000);

const QUERY = `query($input: CustomersInput) { customers(input: $input) {
  pageInfo { hasNextPage endCursor }
  edges { node { id name email mobileNumber address isVerified createdAt ordersCount totalSpent walletBalance lastOrderAt } }
} }`;

const SEARCHES = [
  'priya',
  'Sharma',
  'ananya.iyer',
  '98450',
  'koramangala',
  'PUNE',
  'gmail',
  'rahul ver',
  'no-such-customer',
  '12 MG',
];
const SORTS = [
  'JOINED',
  'NAME',
  'EMAIL',
  'MOBILE',
  'ADDRESS',
  'VERIFIED',
  'ORDERS',
  'TOTAL_SPENT',
  'WALLET_BALANCE',
  'LAST_ORDER',
];

function line(r: LoadResult) {
  console.log(
    `  ${r.name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (${r.requests} requests, errors ${r.errors})`,
  );
}

export async function customersDirectory({
  server,
  url,
  adminToken,
  opts,
  load,
}: BenchContext): Promise<void> {
  const em = server.orm.em.fork();
  const conn = em.getConnection();
  const t0 = performance.now();
  await conn.execute(
    `insert into users (name, email, mobile_number, address, password_hash, is_verified, created_at)
     select f || ' ' || l,
            lower(f) || '.' || lower(l) || g || '@' || (array['gmail.com','yahoo.in','outlook.com','rediffmail.com'])[1 + g % 4],
            case when g % 17 = 0 then '' else (array['98450','99860','70220','81230','90080'])[1 + g % 5] || lpad((g % 100000)::text, 5, '0') end,
            case when g % 23 = 0 then '' else (g % 300) || ' ' || (array['MG Road','Koramangala','Anna Nagar','Salt Lake','Banjara Hills','Civil Lines'])[1 + g % 6]
              || ', ' || (array['Bengaluru','Chennai','Kolkata','Hyderabad','Pune','Delhi','Mumbai'])[1 + g % 7] end,
            'bench-not-a-real-hash',
            g % 4 <> 0,
            now() - (g || ' minutes')::interval
     from generate_series(1, ${ROWS}) g,
          lateral (select (array['Priya','Rahul','Ananya','Arjun','Kavya','Rohan','Meera','Vikram','Divya','Aditya','Sneha','Karan'])[1 + (g * 7) % 12] as f,
                          (array['Sharma','Iyer','Verma','Reddy','Nair','Patel','Gupta','Mehta','Rao','Das','Khan','Singh'])[1 + (g * 11) % 13 % 12] as l) n`,
  );
  // A third have orders and a fifth a wallet: their figures as the triggers keep them.
  await conn.execute(
    `update customer_stats set orders_count = 1 + (hashtext(user_id::text) & 15),
            spent_paise = 49900 * (1 + (hashtext(user_id::text) & 31)),
            last_order_at = now() - ((hashtext(user_id::text) & 1023) || ' hours')::interval
     where hashtext(user_id::text) % 3 = 0`,
  );
  await conn.execute(
    `insert into wallets (user_id, balance_paise)
     select id, 100 * (hashtext(id::text) & 4095) from users
     where role = 'customer' and password_hash = 'bench-not-a-real-hash' and hashtext(id::text) % 5 = 0
     on conflict do nothing`,
  );
  await conn.execute('analyze users; analyze customer_stats; analyze wallets');
  console.log(
    `\n## customers: directory at ${ROWS.toLocaleString('en-IN')} customers (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );

  const call = async (input: Record<string, unknown>) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { input } }),
    });
    const body = (await res.json()) as {
      data?: { customers: { pageInfo: { endCursor: string | null } } };
      errors?: unknown;
    };
    return res.ok && !body.errors ? body.data!.customers : undefined;
  };
  const serial = { concurrency: 1, durationMs: opts.durationMs, warmupMs: 500 };

  // The floor on this machine right now: an authenticated request that does almost nothing.
  const floor = await load(
    'floor: GraphQL { me { id } }',
    async () =>
      (
        await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ me { id } }' }),
        })
      ).ok,
    serial,
  );
  line(floor);
  let i = 0;
  const search = await load(
    `search (${SEARCHES.length} terms, 25 a page)`,
    async () => !!(await call({ search: SEARCHES[i++ % SEARCHES.length], first: 25 })),
    serial,
  );
  line(search);
  for (const term of SEARCHES.slice(0, 5)) {
    line(
      await load(`  search "${term}"`, async () => !!(await call({ search: term })), {
        ...serial,
        durationMs: 1000,
        warmupMs: 100,
      }),
    );
  }
  let s = 0;
  const sorts = await load(
    `first page of each sort (${SORTS.length}, both ways)`,
    async () => {
      const k = s++;
      return !!(await call({ sortBy: SORTS[k % SORTS.length], sortDirection: k % 20 < 10 ? 'ASC' : 'DESC' }));
    },
    serial,
  );
  line(sorts);
  // Twenty pages into "spent, highest first", then the next page from there (keyset, not offset).
  let cursor: string | null = null;
  for (let p = 0; p < 20; p++)
    cursor = (await call({ sortBy: 'TOTAL_SPENT', first: 100, after: cursor }))?.pageInfo.endCursor ?? null;
  line(
    await load(
      'page 21 of spent (keyset)',
      async () => !!(await call({ sortBy: 'TOTAL_SPENT', first: 100, after: cursor })),
      serial,
    ),
  );
  line(
    await load(
      'search + sort by name',
      async () => !!(await call({ search: 'sharma', sortBy: 'NAME', sortDirection: 'ASC' })),
      serial,
    ),
  );
  console.log(
    `  target: search p50 under 50 ms: ${search.p50 < 50 ? 'met' : 'NOT met'} (${search.p50.toFixed(1)} ms; ${(search.p50 - floor.p50).toFixed(1)} ms above the floor; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cpus)`,
  );
}
