import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { startRumReporting } from './rum-reporter';

/** Reports for as long as the signed-in shell is up; each new pathname starts a visit. */
export function useRumReporting(queryClient: QueryClient, pathname: string): void {
  const [reporting, setReporting] = useState<ReturnType<typeof startRumReporting>>();
  useEffect(() => {
    const started = startRumReporting(queryClient);
    setReporting(started);
    return started.stop;
  }, [queryClient]);
  useEffect(() => reporting?.visited(pathname), [reporting, pathname]);
}
