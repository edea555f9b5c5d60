import { permissionFor, type AuthUser, type Permission } from '@backoffice/shared';
import { settingsPaths } from './settings-paths';

export interface SettingsSection {
  path: string;
  /** The menu's link and the page's heading. */
  label: string;
  /** What the role needs to use the page; none: everyone's own settings. */
  permission?: Permission;
}

/**
 * The pages of Settings in menu order, each with the permission its cards needed when Settings
 * was one page, so nobody sees more or less than before.
 */
export const settingsSections: readonly SettingsSection[] = [
  { path: settingsPaths.general, label: 'General' },
  { path: settingsPaths.security, label: 'Security' },
  { path: settingsPaths.staff, label: 'Staff', permission: 'manageStaff' },
  { path: settingsPaths.activity, label: 'Activity', permission: 'readAudit' },
  { path: settingsPaths.approvals, label: 'Approvals', permission: 'manageSettings' },
  { path: settingsPaths.targets, label: 'Due targets', permission: 'manageSettings' },
  { path: settingsPaths.support, label: 'Support', permission: 'manageSettings' },
  { path: settingsPaths.diagnostics, label: 'Diagnostics', permission: 'manageSettings' },
  { path: settingsPaths.areas, label: 'Areas', permission: 'manageSettings' },
  { path: settingsPaths.health, label: 'Health', permission: 'readHealth' },
];

/** The pages the signed-in person's role may use, for the menu and the palette. */
export function settingsSectionsFor(user: AuthUser | null): SettingsSection[] {
  return settingsSections.filter(
    (section) => !section.permission || permissionFor(user, section.permission).allowed,
  );
}

/** The page at `pathname` (a trailing slash allowed), or undefined for no page of Settings. */
export function settingsSectionAt(pathname: string): SettingsSection | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return settingsSections.find((section) => section.path === path);
}
