import { useEffect } from 'react';

export const APP_TITLE = 'Back-office';

/** "FR-10144 · Submissions · Back-office": the most specific part first, empty parts left out. */
export function documentTitle(...parts: readonly (string | undefined | null)[]): string {
  return [...parts.filter(Boolean), APP_TITLE].join(' · ');
}

/**
 * Names the browser tab after the screen, so staff with many tabs open can find theirs. The title
 * goes back to the plain app name when the screen goes away.
 */
export function useDocumentTitle(...parts: readonly (string | undefined | null)[]): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = APP_TITLE;
    },
    [],
  );
}
