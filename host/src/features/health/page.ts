import { chunk } from '../../platform/routing/loaded-chunk';
import type { HostPage } from '../../platform/routing/page';
import { settingsChunk } from '../settings/settings-chunk';
import { settingsPaths } from '../settings/settings-paths';
import { healthChunk } from './health-chunk';

/** Settings → Health: Settings' layout and its own page, which Settings' route renders. */
export const healthPage: HostPage = {
  path: settingsPaths.health,
  code: [settingsChunk, healthChunk],
  firstData: chunk(() => import('./health-first-data')),
};
