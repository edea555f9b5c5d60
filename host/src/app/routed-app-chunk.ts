import { chunk } from '../platform/routing/loaded-chunk';

/** The router and every routed page (routed-app.tsx), loaded when a page other than /login shows. */
export const routedAppChunk = chunk(() => import('./routed-app'));

export type RoutedAppModule = Awaited<ReturnType<typeof routedAppChunk.load>>;
