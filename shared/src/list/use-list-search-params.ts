import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LIST_SEARCH_MAX_LENGTH } from '@backoffice/shared/contract';
import { useSearchParams } from '@backoffice/shared/router';
import type { z } from 'zod';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
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
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== (urlValue ?? '')) onCommit(debounced.trim());
    // Only a settled term commits; a URL change (back button) must not re-commit the old term.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const [lastUrlValue, setLastUrlValue] = useState(urlValue);
  if (urlValue !== lastUrlValue) {
    setLastUrlValue(urlValue);
    if ((urlValue ?? '') !== term.trim()) setTerm(urlValue ?? '');
  }

  return { term, setTerm, maxLength: LIST_SEARCH_MAX_LENGTH };
}
