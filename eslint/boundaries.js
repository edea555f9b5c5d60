import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';

/*
 * Feature boundaries inside each app, as bulletproof-react draws them: a file under
 * `<app>/src/features/<feature>/` imports @backoffice/shared, its app's folders outside `features/`
 * and its own feature's folder, never another feature; and no feature imports the app's
 * composition (`src/app/`, `app.tsx`, `bootstrap.tsx`, `index.ts`), which is what puts features
 * together. The apps (folders with an `rspack.config.ts`) and their features are read from the
 * tree, so a new app or feature is covered without being listed.
 *
 * The allowed exceptions are the entries below, each with why. To allow another import, add an
 * entry: `feature` is `<app>/<feature>` (the importer), `may` lists what it may import, relative to
 * that app's `src/features/` (a file with its extension, or a whole folder); `<app>/*` is every
 * feature of that app.
 */
const FEATURE_EXCEPTIONS = [
  // host: `layout`, `routing`, `federation`, `screens` and `push` are the host's platform (shell,
  // route table, remote loading, app-wide screens), not product features; the folder
  // reorganisation moves them out of features/, and most of these entries go with it.
  {
    feature: 'host/*',
    may: ['screens'],
    why: 'the app-wide loading, error and error-boundary screens every part of the shell shows',
  },
  {
    feature: 'host/*',
    may: ['federation/area-list.ts', 'federation/remote-status-store.ts'],
    why: "the area list and each area's load state: the platform state that nav, health, settings, preview and the RUM reports show",
  },
  {
    feature: 'host/layout',
    may: [
      'auth/use-follow-own-role.ts',
      'auth/use-sign-out.ts',
      'command-palette/palette-button.tsx',
      'federation',
      'notifications/notification-bell.tsx',
      'observability',
      'preview/preview-banner.tsx',
      'realtime',
      'routing/dashboard-chunk.ts',
      'routing/signed-in-page-routes.tsx',
    ],
    why: 'the signed-in shell and its header put the features together (the app layer of the shell)',
  },
  {
    feature: 'host/routing',
    may: [
      'dashboard/dashboard-page.tsx',
      'health/health-page.tsx',
      'layout/signed-in-shell.tsx',
      'settings/settings-page.tsx',
      'settings/settings-pages.tsx',
      'settings/settings-paths.ts',
    ],
    why: "the route table lazy-loads each page's chunk, and the settings pages under their addresses",
  },
  {
    feature: 'host/auth',
    may: ['federation/preload-conditions.ts', 'federation/signed-in-start.ts'],
    why: 'signing in starts the signed-in code (and preloads it at idle unless the connection is saving data)',
  },
  {
    feature: 'host/auth',
    may: ['settings/settings-paths.ts'],
    why: 'an account whose role requires two-factor is sent to the security page to set it up',
  },
  {
    feature: 'host/auth',
    may: ['push/push-service.ts'],
    why: "signing out removes this browser's push subscription while the token still works",
  },
  {
    feature: 'host/federation',
    may: ['observability/area-release.ts', 'observability/rum-queue.ts'],
    why: "the federation runtime reports an area's release and its load errors to RUM",
  },
  {
    feature: 'host/federation',
    may: ['push/push-root.tsx', 'routing/host-router.tsx', 'routing/signed-in-chunks.ts'],
    why: "signed-in start and area preloading fetch the shell's chunks and show the next page at once",
  },
  {
    feature: 'host/preview',
    may: ['federation/preview.ts'],
    why: "the preview form and banner save, read and clear the tab's preview, which the runtime applies to the area list",
  },
  {
    feature: 'host/command-palette',
    may: [
      'auth/use-sign-out.ts',
      'layout/main-nav.tsx',
      'settings/settings-paths.ts',
      'settings/settings-sections.ts',
    ],
    why: 'the palette offers the nav entries, each settings page the role may use and Sign out as commands',
  },
  {
    feature: 'host/dashboard',
    may: ['notifications/use-open-notification.ts'],
    why: 'recent notifications open as the bell opens them',
  },
  {
    feature: 'host/push',
    may: ['notifications/screen-route.ts'],
    why: "the service worker's test checks it opens the screen a notification names",
  },
  {
    feature: 'host/realtime',
    may: ['federation/federation-runtime.ts'],
    why: "support's signed-in module is loaded from the support remote through federation",
  },
  {
    feature: 'host/settings',
    may: [
      'auth/new-password-fields.tsx',
      'auth/two-factor-enrolment.ts',
      'auth/use-sign-out.ts',
      'federation/federation-keys.ts',
      'federation/federation-runtime.ts',
      'federation/shared-scope.ts',
      'federation/shared-version.ts',
      'preview/preview-form.tsx',
      'push/push-settings.tsx',
    ],
    why: 'settings holds the sections of other features (password, two-factor, push, areas, diagnostics)',
  },
  // Remotes: a page composes the dialogs and parts of the features it shows.
  {
    feature: 'remote-coupons/coupon-list',
    may: ['coupon-form', 'coupon-history', 'coupon-revoke'],
    why: 'the coupons page opens the create/edit, history and revoke dialogs',
  },
  {
    feature: 'remote-submissions/submissions-list',
    may: ['bulk-actions/bulk-action-bar.tsx', 'review-queue', 'ticket-details/prefetch-ticket.ts'],
    why: "the list page shows the bulk action bar and the review keyboard, and starts a request's page (code and data) when its row is pointed at",
  },
  {
    feature: 'remote-submissions/bulk-actions',
    may: ['submissions-list/export-csv-button.tsx'],
    why: 'a bulk outcome exports the changed rows as the list exports them',
  },
  {
    feature: 'remote-submissions/ticket-details',
    may: ['review-queue'],
    why: 'a request under review shows the queue navigation and shortcuts',
  },
  {
    feature: 'remote-members/member-list',
    may: ['member-profile/member-profile-queries.ts'],
    why: "the list starts a member's profile data when its row is pointed at",
  },
  // Support: one chat in several folders; the page and the chat session tie them together.
  {
    feature: 'remote-support/support-page',
    may: [
      'chat-session/use-chat-session.ts',
      'connection',
      'conversation/conversation-view.tsx',
      'inbox/inbox-url.ts',
      'member-context',
      'rooms/room-list.tsx',
      'rooms/room-list-query.ts',
      'saved-replies/saved-replies-manager.tsx',
    ],
    why: 'the support page composes the room list, conversation, member context and saved replies',
  },
  {
    feature: 'remote-support/signed-in',
    may: ['chat-session', 'rooms/room-list-query.ts'],
    why: "the host's signed-in module runs the chat session and its room list on every page",
  },
  {
    feature: 'remote-support/nav-badge',
    may: ['rooms/room-list-query.ts'],
    why: 'the nav badge counts unread and waiting rooms from the room list',
  },
  {
    feature: 'remote-support/chat-session',
    may: [
      'conversation/message-log.ts',
      'conversation/send-rules.ts',
      'inbox/inbox-queries.ts',
      'presence/presence-store.ts',
      'rooms/room-list-query.ts',
      'rooms/rooms.ts',
    ],
    why: "the socket's events update the message log, room list, inbox timeline and presence",
  },
  {
    feature: 'remote-support/conversation',
    may: [
      'chat-session',
      'inbox/inbox-controls.tsx',
      'inbox/inbox-queries.ts',
      'inbox/room-timeline.tsx',
      'presence',
      'rooms/room-list-query.ts',
      'saved-replies/saved-reply-picker.tsx',
      'inbox/inbox-url.ts',
      'saved-replies/saved-reply-queries.ts',
    ],
    why: "the conversation sends through the chat session and shows the room's inbox, presence and saved replies, and the message the inbox search (in the address) opened it at",
  },
  {
    feature: 'remote-support/inbox',
    may: ['rooms/room-list-query.ts', 'rooms/rooms.ts'],
    why: 'inbox changes (assign, snooze, close) update the room list',
  },
  {
    feature: 'remote-support/rooms',
    may: ['inbox/inbox-filters.ts', 'inbox/inbox-url.ts', 'inbox/room-search.ts'],
    why: 'the room list filters by the inbox view and the search in the address',
  },
];

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// An app is a folder with its own rspack build (the host and each remote); the api's features are
// services that call each other, outside this rule.
const appsWithFeatures = readdirSync(root, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      existsSync(path.join(root, entry.name, 'rspack.config.ts')) &&
      existsSync(path.join(root, entry.name, 'src/features')),
  )
  .map((entry) => entry.name);

const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const allowedFor = (app, feature) =>
  FEATURE_EXCEPTIONS.filter((exception) =>
    [`${app}/${feature}`, `${app}/*`].includes(exception.feature),
  ).flatMap((exception) => exception.may.map((allowed) => `./${allowed}`));

const featureZones = appsWithFeatures.flatMap((app) => {
  const features = path.join(root, app, 'src/features');
  const composition = ['src/app', 'src/app.tsx', 'src/bootstrap.tsx', 'src/index.ts']
    .map((part) => path.join(root, app, part))
    .filter((part) => existsSync(part));
  return [
    ...foldersOf(features).map((feature) => ({
      target: path.join(features, feature),
      from: features,
      except: [...new Set([`./${feature}`, ...allowedFor(app, feature)])],
      message:
        'A feature imports shared code and its own folder only: move what both need out of ' +
        'features/, or list the import with why in eslint/boundaries.js.',
    })),
    ...(composition.length > 0
      ? [
          {
            target: features,
            from: composition,
            message: 'A feature never imports the app that puts the features together.',
          },
        ]
      : []),
  ];
});

const unknownExceptions = FEATURE_EXCEPTIONS.filter(
  ({ feature, may }) =>
    !existsSync(path.join(root, feature.replace('/', '/src/features/').replace(/\*$/, ''))) ||
    may.some(
      (allowed) => !existsSync(path.join(root, feature.split('/')[0], 'src/features', allowed)),
    ),
);
if (unknownExceptions.length > 0)
  throw new Error(
    `eslint/boundaries.js lists exceptions for paths that do not exist: ${JSON.stringify(unknownExceptions)}`,
  );

/** The feature-boundary rule as its own plugin name, beside the layer rule of eslint.config.js. */
export const featureBoundaries = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { 'feature-boundaries': importX },
  rules: { 'feature-boundaries/no-restricted-paths': ['error', { zones: featureZones }] },
};
