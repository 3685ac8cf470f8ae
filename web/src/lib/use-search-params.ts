import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The current location's query string, parsed (the same object until it changes). React Router's
 * `useSearchParams` does this and more (defaults, a setter), but React Router is one module: every
 * part of it any screen uses lands in the first page's chunk, which does not use this one. A screen
 * that changes the query navigates to `?…` itself.
 */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
