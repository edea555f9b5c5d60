import { chunk } from '../../platform/routing/loaded-chunk';

/** Health's page, shown inside Settings' layout (settings-pages.tsx). */
export const healthChunk = chunk(() => import('./health-page'));
