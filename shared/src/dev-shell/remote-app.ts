import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./App` (docs/design.md §2): a component rendering its own `<Routes>`
 * relative to the path the host mounts it at. The host and the dev shell type `loadRemote` with it.
 */
export interface RemoteAppModule {
  default: ComponentType;
}
