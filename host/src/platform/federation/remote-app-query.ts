import { queryOptions } from '@tanstack/react-query';
import { federationKeys } from './federation-keys';
import { loadRemoteApp, type AreaRuntime } from './federation-runtime';

/**
 * An area's `./App`, loaded and run. Sign-in starts it for the area it leads to (area-preload.ts),
 * so the shell's first render can show the area instead of a loading screen.
 */
export const remoteAppQuery = (remote: string, runtime: AreaRuntime) =>
  queryOptions({
    queryKey: federationKeys.app(remote),
    queryFn: () => loadRemoteApp(remote, runtime),
    // The runtime's retry plugin already retried the network; a failure here is final for now.
    retry: false,
    // A loaded remote stays loaded; a failed one is tried again on the next visit (retryOnMount).
    staleTime: Infinity,
  });
