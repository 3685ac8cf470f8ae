/** Where the navbar search goes: /products?q=term, or nowhere for a blank term. */
export function searchTarget(term: string): string | null {
  const q = term.trim();
  return q ? `/products?q=${encodeURIComponent(q)}` : null;
}
