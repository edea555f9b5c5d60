import { areaPaths } from '@backoffice/shared/session';

/**
 * Every page of Settings has its own address under /settings. Read from the session entry, which
 * /login already loads: the sign-in screen sends an account to the security page.
 */
export const settingsPaths = {
  general: areaPaths.settings,
  security: `${areaPaths.settings}/security`,
  staff: `${areaPaths.settings}/staff`,
  activity: `${areaPaths.settings}/activity`,
  approvals: `${areaPaths.settings}/approvals`,
  targets: `${areaPaths.settings}/targets`,
  support: `${areaPaths.settings}/support`,
  diagnostics: `${areaPaths.settings}/diagnostics`,
  areas: `${areaPaths.settings}/areas`,
  health: `${areaPaths.settings}/health`,
} as const;
