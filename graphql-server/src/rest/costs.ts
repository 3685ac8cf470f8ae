/**
 * What a REST request (`/api/*`) takes from the client's cost bucket, the same bucket as its
 * GraphQL operations (docs/api.md, "REST costs"): a read 1 point and a write 11 (a GraphQL
 * mutation's 10 plus its field), and the reads that answer a whole list about what a GraphQL page
 * of that size costs.
 */
const LIST_COSTS: Readonly<Record<string, number>> = {
  'GET /api/products': 100,
  'GET /api/products/:id/reviews': 20,
  'GET /api/orders': 50,
  'GET /api/orders/:id/invoice.pdf': 10,
  'GET /api/orders/:id/credit-notes/:cn.pdf': 10,
  'GET /api/admin/gst/gstr1.csv': 100,
  'GET /api/chat': 50,
  'GET /api/chat/all': 100,
  'GET /api/contact/feedbacks': 50,
  'GET /api/notifications': 20,
  'GET /api/auth/users': 100,
};

const READ_COST = 1;
const WRITE_COST = 11;

/** The cost of a route, by its method and pattern (e.g. `GET`, `/api/products/:id/reviews`). */
export function restCost(method: string, pattern: string): number {
  const path = pattern.length > 1 ? pattern.replace(/\/$/, '') : pattern;
  const read = method === 'GET' || method === 'HEAD';
  return LIST_COSTS[`${read ? 'GET' : method} ${path}`] ?? (read ? READ_COST : WRITE_COST);
}
