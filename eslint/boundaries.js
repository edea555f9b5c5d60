import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';

/*
 * Feature boundaries inside each app, as bulletproof-react draws them: a file under
 * `<app>/src/features/<feature>/` imports @backoffice/shared, its app's folders outside `features/`
 * (`lib/`, `forms/`, the host's `platform/`) and its own feature's folder, never another feature;
 * a file under the host's `src/platform/` (the code every feature builds on) imports no feature;
 * and neither imports the app's composition (`src/app/`, `app.tsx`, `bootstrap.tsx`, `index.ts`),
 * which is what puts features together. The apps (folders with an `rspack.config.ts`) and their
 * features are read from the tree, so a new app or feature is covered without being listed.
 *
 * The allowed exceptions are the entries below, each with why. To allow another import, add an
 * entry: `feature` is `<app>/<feature>` (the importer), `may` lists what it may import, relative
 * to that app's `src/features/` (a file with its extension, or a whole folder); `<app>/*` is every
 * feature of that app. The platform has no exception: an entry for it is refused.
 */
const FEATURE_EXCEPTIONS = [
  // host: the product features' imports of each other. Its platform (src/platform/) has none:
  // it receives what it shows (the pages, the nav's and the header's parts) from src/app/.
  {
    feature: 'host/health',
    may: ['settings/settings-chunk.ts', 'settings/settings-paths.ts'],
    why: "Health is a page of Settings: its declaration names Settings' chunk (the layout) and address",
  },
  {
    feature: 'host/auth',
    may: ['settings/settings-paths.ts'],
    why: 'an account whose role requires two-factor is sent to the security page to set it up',
  },
  {
    feature: 'host/command-palette',
    may: ['auth/use-sign-out.ts', 'settings/settings-paths.ts', 'settings/settings-sections.ts'],
    why: 'the palette offers each settings page the role may use and Sign out as commands',
  },
  {
    feature: 'host/dashboard',
    may: [
      'notifications/use-open-notification.ts',
      'health/health-queries.ts',
      'settings/activity/activity-queries.ts',
      'settings/activity/activity-rows.ts',
      'settings/activity/trail-integrity.tsx',
      'settings/approvals/approval-settings-query.ts',
      'settings/settings-paths.ts',
      'settings/staff/staff-queries.ts',
    ],
    why: "recent notifications open as the bell opens them; each role's dashboard shows the first of its work from the pages that hold all of it (the owner's threshold and role changes and health, the auditor's trail and its integrity), through their queries",
  },
  {
    feature: 'host/settings',
    may: [
      'auth/new-password-fields.tsx',
      'auth/two-factor-enrolment.ts',
      'auth/use-sign-out.ts',
      'health/health-chunk.ts',
      'preview/preview-form.tsx',
    ],
    why: 'settings holds the sections of other features (password, two-factor, preview) and shows Health in its layout',
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
  const platform = path.join(root, app, 'src/platform');
  const composition = ['src/app', 'src/app.tsx', 'src/bootstrap.tsx', 'src/index.ts']
    .map((part) => path.join(root, app, part))
    .filter((part) => existsSync(part));
  const hasPlatform = existsSync(platform);
  return [
    ...foldersOf(features).map((feature) => ({
      target: path.join(features, feature),
      from: features,
      except: [...new Set([`./${feature}`, ...allowedFor(app, feature)])],
      message:
        'A feature imports shared code and its own folder only: move what both need out of ' +
        'features/, or list the import with why in eslint/boundaries.js.',
    })),
    ...(hasPlatform
      ? [
          {
            target: platform,
            from: features,
            message:
              'The platform imports no feature: app/ gives it what it shows (pages, nav entries, ' +
              'header parts), or move what both need into platform/.',
          },
        ]
      : []),
    ...(composition.length > 0
      ? [
          {
            target: [features, ...(hasPlatform ? [platform] : [])],
            from: composition,
            message: 'Features and the platform never import the app that puts them together.',
          },
        ]
      : []),
  ];
});

/** The folder an exception's `feature` names: a feature, or `<app>/*`'s features. */
const importerFolder = (feature) => {
  const [app, ...rest] = feature.split('/');
  const part = rest.join('/');
  return path.join(root, app, 'src/features', part === '*' ? '' : part);
};

const platformExceptions = FEATURE_EXCEPTIONS.filter(({ feature }) =>
  feature.split('/').includes('platform'),
);
if (platformExceptions.length > 0)
  throw new Error(
    `eslint/boundaries.js: the platform imports no feature, with no exception: ${JSON.stringify(platformExceptions)}`,
  );

const unknownExceptions = FEATURE_EXCEPTIONS.filter(
  ({ feature, may }) =>
    !existsSync(importerFolder(feature)) ||
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
