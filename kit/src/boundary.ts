import type { federationSingletons } from '@backoffice/shared/federation';
import type { ComponentType } from 'react';

/**
 * What crosses the boundary between the host and an area (docs/design.md §2). The host renders
 * the area's `./App` at the area's path with no props, inside its router, query client, session
 * and theme: the area renders its own `<Routes>` relative to that path.
 */
export type AreaApp = ComponentType<Record<string, never>>;

/** The module an area exposes as `./App`. */
export interface AreaAppModule {
  default: AreaApp;
}

/**
 * The modules the host provides to every area, one copy per page: an area imports them and never
 * bundles its own (`defineRemote` declares them shared with the versions the area installed).
 */
export type HostProvided = keyof typeof federationSingletons;
