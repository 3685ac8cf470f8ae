import type { BenchContext } from './run.js';

type Bench = (ctx: BenchContext) => Promise<void>;

/** Authenticated "who am I": the GraphQL endpoint against the legacy REST route, same service. */
const accounts: Bench = async ({ url, adminToken, opts, load, compare }) => {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const rest = await load(
    'REST GET /api/auth/check-auth',
    async () => (await fetch(`${url}/api/auth/check-auth`, { headers })).ok,
    opts,
  );
  const body = JSON.stringify({ query: '{ me { id name email role } }' });
  const gql = await load(
    'GraphQL { me }',
    async () => (await fetch(`${url}/graphql`, { method: 'POST', headers, body })).ok,
    opts,
  );
  compare('accounts: authenticated viewer lookup', rest, gql);
};

/** Every benchmark, in order. Features add theirs here. */
export const benches: Bench[] = [accounts];
