import { lazy, type ComponentType } from 'react';

/** A dynamic import that can be read synchronously once it has arrived, whoever asked first. */
export interface Chunk<M> {
  load: () => Promise<M>;
  loaded: () => M | undefined;
}

export function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          // The next attempt asks the network again instead of repeating this failure.
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/**
 * React.lazy calls `then` on what its factory returns and takes a value handed over during that
 * call as loaded; a Promise, even a resolved one, hands it over a microtask later, after React has
 * suspended. The cast is the thenable React reads, typed as the Promise its signature names.
 */
function resolvedNow<T>(value: T): Promise<T> {
  return { then: (resolve: (arrived: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/**
 * React.lazy over a chunk, rendering at once when the chunk has arrived. Plain React.lazy suspends
 * on its first render even for a module loaded long ago; a navigation rendered in one pass
 * (HostRouter's showNextAtOnce) would then commit the fallback and keep it for React's 300 ms
 * reveal throttle.
 */
export function lazyFromChunk<M, P extends object>(
  source: Chunk<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazy(() => {
    const module = source.loaded();
    if (module) return resolvedNow({ default: pick(module) });
    return source.load().then((arrived) => ({ default: pick(arrived) }));
  });
}
