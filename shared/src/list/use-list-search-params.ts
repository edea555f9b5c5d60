import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LIST_SEARCH_MAX_LENGTH } from '@backoffice/shared/contract';
import { useSearchParams } from '@backoffice/shared/router';
import type { z } from 'zod';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-search';
import { patchParams, readParams, type ParamShape } from './search-params';

/**
 * A list's filters, sort and page kept in the URL, so a filtered view can be shared and the back
 * button restores it. Each change is a history entry; the page resets when anything else changes.
 */
export function useListSearchParams<S extends ParamShape>(shape: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readParams(shape, searchParams), [shape, searchParams]);
  // The router's functional update reads the parameters of the last render, so a second change
  // made before the page re-renders (a start date, then an end date) would drop the first. Each
  // change builds on the one before until the URL it asked for has rendered.
  const pending = useRef<URLSearchParams | null>(null);
  useLayoutEffect(() => {
    pending.current = null;
  }, [searchParams]);
  const setParams = useCallback(
    (
      patch: Partial<{ [K in keyof S]: z.input<S[K]> | null }>,
      options: { replace?: boolean } = {},
    ) => {
      const next = patchParams(shape, pending.current ?? searchParams, patch);
      pending.current = next;
      setSearchParams(next, options);
    },
    [shape, searchParams, setSearchParams],
  );
  return { params, setParams };
}

/**
 * The search box of a URL-backed list: the input follows keystrokes at once, the URL (and so the
 * query) follows 300 ms after typing stops, and the back button brings the box back in line. The
 * box takes no more than the api does: a longer term would be dropped from the URL as invalid and
 * the list shown unsearched under it.
 */
export function useSearchParamInput(
  urlValue: string | undefined,
  onCommit: (term: string) => void,
) {
  const [term, setTerm] = useState(urlValue ?? '');
  // Read when the wait ends: the URL and the commit as they are then, not as they were typed.
  const latest = useRef({ urlValue, onCommit });
  useLayoutEffect(() => {
    latest.current = { urlValue, onCommit };
  });

  useEffect(() => {
    // The term commits straight from the timer: a debounced copy in state would render the whole
    // list once more before the URL changes, on the way to every search's request.
    const timer = setTimeout(() => {
      const settled = term.trim();
      if (settled !== (latest.current.urlValue ?? '')) latest.current.onCommit(settled);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const [lastUrlValue, setLastUrlValue] = useState(urlValue);
  if (urlValue !== lastUrlValue) {
    setLastUrlValue(urlValue);
    if ((urlValue ?? '') !== term.trim()) setTerm(urlValue ?? '');
  }

  return { term, setTerm, maxLength: LIST_SEARCH_MAX_LENGTH };
}
