import { SqlParams } from '../../common/sql.js';
import { cursorColumn, keysetSql, orderBySql, ProductSort, type SortPlan } from './product-listing.js';
import { PRODUCT_COLUMNS, productColumns, type ProductRow } from './product-rows.js';
import { escapeLike, type Search } from './search.js';
import { StockFilter } from './catalog.types.js';

/**
 * The listing's one statement (a catalogue page, its search and its total), built from the
 * filters, the search and the sort: what `CatalogService.list` reads (docs/decisions/
 * bounded-search.md, search-words.md, listing-sort-filters-and-cursors.md).
 */

/** Admin stock thresholds (admin spec): below 50 is low. */
const ADMIN_LOW_STOCK_BELOW = 50;

export interface ListFilter {
  q?: string | null | undefined;
  category?: string | null | undefined;
  featured?: boolean | null | undefined;
  stock?: StockFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  minPrice?: number | null | undefined;
  maxPrice?: number | null | undefined;
  inStock?: boolean | null | undefined;
  minRating?: number | null | undefined;
}

/**
 * A listing row: the product, the sort keys that are not product columns (`rating_avg`, `rank`:
 * numerics, which pg reads as PostgreSQL's text), a timestamp key's microseconds since 1970 for
 * the cursor (`created_at_us`, as text), maybe the total.
 */
export type PageRow = ProductRow & {
  rating_avg?: string;
  rank?: string;
  created_at_us?: string;
  total?: number;
};

/** The sort's key columns that a product row does not hold, for the select list. */
const extraKeyColumns = (plan: SortPlan, alias: string) =>
  plan.keys
    .filter((k) => !(PRODUCT_COLUMNS as readonly string[]).includes(k.column))
    .map((k) => `, ${alias}${k.column}`)
    .join('');

/**
 * A timestamp key's microseconds since 1970 for its cursor, computed here: `extract(epoch ...)` is
 * an exact numeric (PostgreSQL 14 on), whatever the session's time zone.
 */
const cursorMicros = (plan: SortPlan, alias: string) =>
  plan.keys
    .filter((k) => k.kind === 'timestamptz')
    .map((k) => `, (extract(epoch from ${alias}${k.column}) * 1000000)::int8::text as ${cursorColumn(k)}`)
    .join('');

/** Rupees (at most two decimals kept) to paise, for the price filters. */
const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The filters as SQL over `p` (values bound as parameters, never spliced). */
function filterSql(filter: ListFilter, params: SqlParams): string[] {
  const parts: string[] = [];
  const category = filter.category?.trim();
  if (category) parts.push(`lower(p.category) = lower(${params.add(category)})`);
  if (filter.featured !== undefined && filter.featured !== null)
    parts.push(`p.featured = ${params.add(filter.featured)}`);
  if (filter.stock === StockFilter.OUT) parts.push('p.stock = 0');
  else if (filter.stock === StockFilter.LOW) parts.push(`p.stock between 1 and ${ADMIN_LOW_STOCK_BELOW - 1}`);
  else if (filter.stock === StockFilter.IN) parts.push(`p.stock >= ${ADMIN_LOW_STOCK_BELOW}`);
  if (filter.minPrice !== undefined && filter.minPrice !== null)
    parts.push(`p.price_paise >= ${params.add(toPaise(filter.minPrice), 'int')}`);
  if (filter.maxPrice !== undefined && filter.maxPrice !== null)
    parts.push(`p.price_paise <= ${params.add(toPaise(filter.maxPrice), 'int')}`);
  if (filter.inStock) parts.push('p.stock > 0');
  // rating_avg is the average as shown (one decimal), so "4 and up" keeps what shows 4.0.
  if (filter.minRating !== undefined && filter.minRating !== null)
    parts.push(`p.rating_avg >= ${params.add(filter.minRating, 'numeric')}`);
  return parts;
}

const where = (parts: string[]) => (parts.length ? `where ${parts.join(' and ')}` : '');

/**
 * Relevance ranks at most this many candidates of a search: the page's cost follows the page, not
 * the matches (docs/decisions/bounded-search.md). Keyset pages run through them in rank order.
 */
export const SEARCH_CANDIDATES = 200;
/** A search's total is exact up to this many matches; beyond, it is reported as "at least" this. */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The listing in one statement: the page (one row more, to know whether another follows) and,
 * when asked for, the total in the same pass.
 *
 * Without a search the page reads the sort's index and the total is one count beside it. With a
 * search, the matches come from one branch per index (full text, substring), each a materialized
 * CTE that PostgreSQL reads lazily: a branch read with a `limit` stops there, after its bitmap
 * (index only) is built. By relevance, only `SEARCH_CANDIDATES` candidates are ranked, taken in
 * tiers (reviewed products, the kind of product asked for in the name, every word in the name,
 * every word anywhere); the total is counted up to `SEARCH_COUNT_CAP` and one more, so the caller
 * knows when it is a bound. Typos are not this statement's: see `CatalogService.page` in catalog.service.ts.
 */
export function listingSql(
  filter: ListFilter,
  search: Search | undefined,
  plan: SortPlan,
  key: string[] | undefined,
  limit: number,
  withCount: boolean,
): { text: string; values: unknown[] } {
  const params = new SqlParams();
  const order = orderBySql(plan);
  if (!search) {
    const filters = filterSql(filter, params);
    const total = withCount ? `, (select count(*)::int from products p ${where(filters)}) as total` : '';
    const page = key ? [...filters, keysetSql(plan, (i, kind) => params.add(key[i], kind), 'p.')] : filters;
    const text = `select ${productColumns('p')}${extraKeyColumns(plan, 'p.')}${cursorMicros(plan, 'p.')}${total}
      from products p ${where(page)} order by ${order} limit ${params.add(limit, 'int')}`;
    return { text, values: params.values };
  }
  // Each query is parsed and stemmed once per statement (a scalar subquery, run once), not once
  // per row: a prepared statement's plan cannot fold `to_tsquery` of a parameter.
  const tsquery = (text: string) => `(select to_tsquery('english', ${params.add(text)}))`;
  const tsq = tsquery(search.tsquery);
  const filters = filterSql(filter, params)
    .map((f) => ` and ${f}`)
    .join('');
  const ranked = plan.sort === ProductSort.RELEVANCE;
  // By relevance the branches give ids (the candidates are read again by id); in another order
  // they give the rows themselves, which the bitmap scans read anyway.
  const columns = ranked ? 'p.id' : `${productColumns('p')}, p.rating_avg`;
  const branch = (name: string, condition: string) =>
    `${name} as materialized (select ${columns} from products p where ${condition}${filters})`;
  const ctes = [branch('fts', `p.search @@ ${tsq}`)];
  let found = '0';
  if (search.words.length) {
    const likes = search.words.map((t) => `p.search_text like ${params.add(`%${escapeLike(t)}%`)}`);
    ctes.push(branch('sub', likes.join(' and ')));
    found = `case when ${likes.join(' and ')} then 0.5 else 0 end`;
  }
  const hasSub = !!search.words.length;
  // Every branch's rows (`what`), each read up to `cap` rows.
  const branches = (cap: string, what = 'id') =>
    [`(select ${what} from fts${cap})`, ...(hasSub ? [`(select ${what} from sub${cap})`] : [])].join(
      ' union ',
    );
  let candidates: string;
  const named = ranked ? tsquery(search.nameTsquery) : '';
  if (ranked) {
    // The tiers in order, read lazily: once the candidates are found, later tiers are not read.
    // Products shoppers reviewed come first (a partial index holds only them, a quarter at most).
    ctes.push(branch('reviewed', `p.search @@ ${tsq} and p.review_count > 0`));
    const tiers = [`(select id from reviewed limit ${params.add(SEARCH_CANDIDATES / 4, 'int')})`];
    if (search.kinds) {
      ctes.push(branch('kinded', `p.search @@ ${tsq} and p.search @@ ${tsquery(search.nameKinds)}`));
      tiers.push('(select id from kinded)');
    }
    ctes.push(branch('named', `p.search @@ ${named}`));
    tiers.push('(select id from named)', '(select id from fts)');
    if (hasSub) tiers.push('(select id from sub)');
    // A product in two tiers is one candidate (the `in` below), so there may be fewer.
    ctes.push(`candidates as (
      select id from (${tiers.join(' union all ')}) t limit ${params.add(SEARCH_CANDIDATES, 'int')})`);
    candidates = 'select id from candidates';
  } else {
    candidates = '';
  }
  const q = ranked ? params.add(search.text) : '';
  const kind =
    ranked && search.kinds ? `case when p.search @@ ${tsquery(search.kinds)} then 1 else 0 end` : '0';
  // Exact name first; then the kind of product asked for, full-text rank (words in the name weigh
  // most), every word in the name, every word found somewhere, and (a tie-break) how many shoppers
  // reviewed it. (Trigram closeness of the name, `word_similarity`, cost a third of the statement.)
  const rank = ranked
    ? `, round((case when lower(p.name) = lower(${q}) then 10 else 0 end
      + ${kind}
      + ts_rank(p.search, ${tsq})
      + case when p.search @@ ${named} then 0.5 else 0 end
      + ${found}
      + ln(1 + p.review_count) / 5
    )::numeric, 6) as rank`
    : '';
  // Counted up to the cap and one more. A single word that more products than the cap hold (the
  // catalogue's words, kept exact by triggers) proves the total a bound without reading a product;
  // else the substring branch (the cheapest to read) alone often reaches the cap; only when it
  // does not are the branches read together.
  let total = '';
  if (withCount) {
    const cap = params.add(SEARCH_COUNT_CAP + 1, 'int');
    const union = `(select count(*)::int from (select id from (${branches(` limit ${cap}`)}) u limit ${cap}) c)`;
    let counted = hasSub
      ? `case when (select count(*) from (select 1 from sub limit ${cap}) s) >= ${cap} then ${cap} else ${union} end`
      : union;
    if (search.words.length === 1 && !filters)
      counted = `case when (select max(products) from search_words
          where word like ${params.add(`%${escapeLike(search.words[0]!)}%`)}) >= ${cap} then ${cap}
        else ${counted} end`;
    total = `, ${counted} as total`;
  }
  ctes.push(
    ranked
      ? `matching as (
      select ${productColumns('p')}, p.rating_avg${rank}
      from products p where p.id in (${candidates})
    )`
      : `matching as (${branches('', '*')})`,
  );
  const text = `with ${ctes.join(',\n')}
    select *${cursorMicros(plan, '')}${total} from matching ${key ? `where ${keysetSql(plan, (i, kind) => params.add(key[i], kind))}` : ''}
    order by ${order} limit ${params.add(limit, 'int')}`;
  return { text, values: params.values };
}
