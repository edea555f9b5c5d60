import { useSyncExternalStore } from 'react';

/**
 * Commands an area adds to the host's command palette (Ctrl+K) at run time, so a new or changed
 * remote contributes without a host release. `to` is a path the palette opens; `run` does anything
 * else (one of the two).
 */
export type AreaCommand = {
  /** Unique within the area. */
  id: string;
  /** What the palette lists, as a person reads it ("Show suspended members"). */
  label: string;
  /** Other words the palette's filter matches. */
  keywords?: readonly string[];
} & ({ to: string; run?: never } | { run: () => void; to?: never });

export interface RegisteredCommand {
  /** The area that registered it (its title, e.g. "Members"), shown as the command's group. */
  area: string;
  command: AreaCommand;
}

let registered: { key: object; area: string; commands: readonly AreaCommand[] }[] = [];
let snapshot: readonly RegisteredCommand[] = [];
const listeners = new Set<() => void>();

function changed() {
  snapshot = registered.flatMap(({ area, commands }) =>
    commands.map((command) => ({ area, command })),
  );
  for (const listener of listeners) listener();
}

/**
 * Adds an area's commands until the returned function is called (an area registers when it
 * mounts and unregisters when it unmounts, e.g. from a `useEffect`).
 */
export function registerCommands(area: string, commands: readonly AreaCommand[]): () => void {
  const key = {};
  registered = [...registered, { key, area, commands }];
  changed();
  return () => {
    registered = registered.filter((entry) => entry.key !== key);
    changed();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every registered command, in registration order; re-renders when an area adds or removes. */
export function useRegisteredCommands(): readonly RegisteredCommand[] {
  return useSyncExternalStore(subscribe, () => snapshot);
}
