/**
 * Grows a catalog with `n` generated products (a fifth each of lamps, kettles, jackets, mats and
 * speakers over five categories): the benchmarks and the search-at-scale test measure with it.
 * Bind `n` as the one parameter (`?`).
 */
export const GENERATED_PRODUCTS_SQL = `
  insert into products (name, description, category, price_paise, stock)
  select 'Bench item ' || g || ' ' || (array['Lamp','Kettle','Jacket','Mat','Speaker'])[1 + g % 5],
         'A generated product used to grow the catalog. Item number ' || g || '.',
         (array['Electronics','Fashion','Home','Beauty','Sports'])[1 + g % 5], 10000 + g, 1 + g % 90
  from generate_series(1, ?::int) g`;
