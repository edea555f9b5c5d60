import { areaPaths } from '@backoffice/shared/session';
import type { HostPage } from '../../platform/routing/page';
import { settingsChunk } from './settings-chunk';

/** Settings: each of its pages has its own address under /settings (settings-sections.ts). */
export const settingsPage: HostPage = {
  path: areaPaths.settings,
  withSubpaths: true,
  code: [settingsChunk],
};
