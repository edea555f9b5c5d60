import { chunk } from '../../platform/routing/loaded-chunk';

/** Every page of Settings, one chunk: moving between them shows the next page at once. */
export const settingsChunk = chunk(() => import('./settings-pages'));
