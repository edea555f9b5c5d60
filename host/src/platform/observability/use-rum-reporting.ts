import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RumReporting, RumSession } from './rum-reporter';

/** Reports for as long as the signed-in shell is up; each new pathname starts a visit. */
export function useRumReporting(rum: RumReporting, queryClient: QueryClient, pathname: string) {
  const [reporting, setReporting] = useState<RumSession>();
  useEffect(() => {
    const started = rum.start(queryClient);
    setReporting(started);
    return started.stop;
  }, [rum, queryClient]);
  useEffect(() => reporting?.visited(pathname), [reporting, pathname]);
}
