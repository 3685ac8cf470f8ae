import { runSql, type RowSource } from '../../common/sql.js';
import { escapeLike, searchOf, type Search } from './search.js';

/**
 * Typos, read against the catalogue's words (`search_words`, kept by triggers on `products`): a
 * word of the search that no catalogue word contains is replaced by the nearest one by trigram
 * similarity (at least pg_trgm's 0.3; the more common word on a tie). A few thousand short words
 * behind a GiST index: one cheap statement, where comparing the word with every product's text
 * read thousands of rows (docs/decisions/search-words.md).
 */
const NEAREST_WORDS = `select t.word,
    exists (select 1 from search_words s where s.word like t.pattern) as known,
    (select s.word from search_words s where s.word % t.word
      order by s.word <-> t.word, s.products desc, s.word limit 1) as nearest
  from unnest($1::text[], $2::text[]) as t(word, pattern)`;

/** The search with its unknown words read as the nearest catalogue words; undefined if none changed. */
export async function correctedSearch(db: RowSource, search: Search): Promise<Search | undefined> {
  if (!search.words.length) return undefined;
  const rows = await runSql<{ word: string; known: boolean; nearest: string | null }>(db, NEAREST_WORDS, [
    search.words,
    search.words.map((w) => `%${escapeLike(w)}%`),
  ]);
  const replacements = new Map(
    rows.filter((r) => !r.known && r.nearest && r.nearest !== r.word).map((r) => [r.word, r.nearest!]),
  );
  return replacements.size ? searchOf(replaceWords(search.text, replacements)) : undefined;
}

/** `text` with each of its words that `replacements` names replaced (case-insensitively). */
export function replaceWords(text: string, replacements: ReadonlyMap<string, string>): string {
  return text.replace(/[\p{L}\p{M}\p{N}]+/gu, (word) => replacements.get(word.toLowerCase()) ?? word);
}
