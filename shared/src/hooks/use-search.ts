import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** docs/spec.md §9. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search state of docs/spec.md §3: what is typed, and a copy debounced by 300 ms for queries. */
export function useSearch(initial = '') {
  const [term, setTerm] = useState(initial);
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  return { term, setTerm, debouncedTerm };
}
