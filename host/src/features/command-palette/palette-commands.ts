import {
  areaPaths,
  roleMay,
  selectUser,
  useAuthStore,
  useRegisteredCommands,
} from '@backoffice/shared';
import { useNavigate } from '@backoffice/shared/router';
import { useTheme } from '@backoffice/shared/ui';
import { useSignOut } from '../auth/use-sign-out';
import { useNavEntries } from '../../platform/layout/main-nav';
import { settingsPaths } from '../settings/settings-paths';
import { settingsSectionsFor } from '../settings/settings-sections';

export interface PaletteCommand {
  key: string;
  label: string;
  group: string;
  keywords: readonly string[];
  perform: () => void;
}

/** `/coupons?new=1` opens the coupons area's create dialog (remote-coupons, create-from-url). */
const NEW_COUPON_PATH = `${areaPaths.coupons}?new=1`;

/**
 * The palette's commands: every page of the nav and of Settings the role may use, what the person's role may start, the theme,
 * sign out, and what the areas registered (`registerCommands` in @backoffice/shared).
 */
export function usePaletteCommands(): PaletteCommand[] {
  const navigate = useNavigate();
  const go = (to: string) => () => void navigate(to);
  const user = useAuthStore(selectUser);
  const role = user?.staffRole;
  const { resolvedTheme, setTheme } = useTheme();
  const signOut = useSignOut();
  const navEntries = useNavEntries();
  const registered = useRegisteredCommands();
  const otherTheme = resolvedTheme === 'dark' ? 'light' : 'dark';
  const hasCoupons = navEntries.some((entry) => entry.to === areaPaths.coupons);
  return [
    ...navEntries.map((entry) => ({
      key: `go:${entry.to}`,
      label: `Go to ${entry.label}`,
      group: 'Go to',
      keywords: ['open', 'page'],
      perform: go(entry.to),
    })),
    // Settings' own pages (its first page is the nav's "Settings"), those the role may use.
    ...settingsSectionsFor(user)
      .filter((section) => section.path !== settingsPaths.general)
      .map((section) => ({
        key: `go:${section.path}`,
        label: `Go to Settings: ${section.label}`,
        group: 'Go to',
        keywords: ['open', 'page', 'settings'],
        perform: go(section.path),
      })),
    ...(hasCoupons && role && roleMay(role, 'manageCoupons')
      ? [
          {
            key: 'action:new-coupon',
            label: 'New coupon',
            group: 'Actions',
            keywords: ['create', 'discount', 'code'],
            perform: go(NEW_COUPON_PATH),
          },
        ]
      : []),
    {
      key: 'action:theme',
      label: `Switch to ${otherTheme} theme`,
      group: 'Actions',
      keywords: ['theme', 'dark', 'light', 'colour', 'color'],
      perform: () => setTheme(otherTheme),
    },
    {
      key: 'action:sign-out',
      label: 'Sign out',
      group: 'Actions',
      keywords: ['log out', 'logout', 'leave'],
      perform: signOut,
    },
    ...registered.map(({ area, command }) => ({
      key: `area:${area}:${command.id}`,
      label: command.label,
      group: area,
      keywords: command.keywords ?? [],
      perform: command.to === undefined ? command.run : go(command.to),
    })),
  ];
}

/** Whether every word typed is in the command's label or keywords. */
export function commandMatches(command: PaletteCommand, typed: string): boolean {
  const text = [command.label, command.group, ...command.keywords].join(' ').toLowerCase();
  return typed
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
