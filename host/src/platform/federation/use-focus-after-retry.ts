import { useEffect, useRef } from 'react';

/**
 * Where the keyboard goes once a Retry it pressed has settled: the loading screen replaced the
 * button, so the focus had dropped to the page's start. Back on Retry if it failed again, else on
 * the page's main region, now showing what loaded.
 */
export function useFocusAfterRetry(status: 'pending' | 'error' | 'success') {
  const retried = useRef(false);
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!retried.current || status === 'pending') return;
    retried.current = false;
    const target =
      status === 'error'
        ? failure.current?.querySelector('button')
        : document.querySelector<HTMLElement>('main');
    target?.focus();
  }, [status]);
  return {
    failure,
    markRetried: () => {
      retried.current = true;
    },
  };
}
