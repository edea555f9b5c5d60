import type { KnipConfig } from 'knip';
import { remoteApps } from './scripts/stack-layout.ts';

/**
 * Modules a remote exposes beyond `./App` (its rspack.config.ts `exposes`): entries, as `./App`'s
 * src/app.tsx is.
 */
const memberTimeline = 'src/features/member-timeline/member-timeline.ts';
const moreExposed: Record<string, string[]> = {
  'remote-submissions': [memberTimeline],
  'remote-support': [
    'src/features/nav-badge/nav-badge.tsx',
    'src/features/signed-in/signed-in-support.tsx',
    memberTimeline,
  ],
  'remote-coupons': [memberTimeline],
};

/**
 * The singletons a remote takes from the host's shared scope stay declared though it may not
 * import them: scripts/rspack-common.ts reads their version ranges from the remote's package.json.
 * A remote not named here declares the two `pnpm new-area` gives it.
 */
const declaredSingletons: Record<string, string[]> = {
  'remote-submissions': ['react-dom', 'socket.io-client', 'zustand'],
  'remote-support': ['socket.io-client'],
};
const defaultDeclaredSingletons = ['socket.io-client', 'zustand'];

/** Every area of scripts/stack-layout.ts: what module federation exposes is an entry. */
const remoteWorkspaces = Object.fromEntries(
  remoteApps.map((app) => [
    app.dir,
    {
      entry: ['src/app.tsx', ...(moreExposed[app.dir] ?? [])],
      ignoreDependencies: declaredSingletons[app.dir] ?? defaultDeclaredSingletons,
    },
  ]),
);

const config: KnipConfig = {
  // Code only used inside its own module may stay exported; knip reports what nothing uses.
  ignoreExportsUsedInFile: true,
  workspaces: {
    // The flood probe runs in a network namespace of its own, started by path (free-port.test.ts).
    '.': { entry: ['scripts/serve/port-flood-probe.ts'] },
    // The package's entries (package.json "exports") are checked too: only this workspace's apps,
    // api, e2e and bench use them, so an export none of them imports is dead.
    shared: { includeEntryExports: true },
    // The build preset: its package.json "exports" are entries; the release command is its bin
    // once packed ("publishConfig"), and scripts/release.ts runs it here.
    kit: { entry: ['src/release-cli.ts'], ignore: ['dist/**'] },
    api: {
      entry: ['src/main.ts', 'src/simulator.ts'],
      includeEntryExports: true,
    },
    host: {
      entry: ['public/firebase-messaging-sw.js'],
      // shared-scope.ts hands whole shared entries to module federation (`import * as`), which
      // would mark every export of @backoffice/shared as used: the remotes' own imports count.
      project: ['**/*.{ts,tsx,js}', '!src/platform/federation/shared-scope.ts'],
      // Singletons the host provides to the remotes (shared/src/federation/singletons.ts; their
      // ranges are read from this package.json by scripts/rspack-common.ts).
      ignoreDependencies: ['socket.io-client'],
    },
    ...remoteWorkspaces,
    // The changed-build config and its loader are handed to the rspack CLI by path (remote-build.ts).
    e2e: {
      entry: ['harness/changed-remote.rspack.config.ts', 'harness/replace-texts-loader.mjs'],
    },
    // A remote the host never heard of (areas.spec): React is the singleton it takes from the host.
    'e2e/fixture-remote': {
      entry: ['src/app.tsx'],
      ignoreDependencies: ['react'],
    },
    bench: {
      entry: [
        'src/cli.ts',
        // Built by rspack from bench/src/env/builds.ts; React resolves from host/node_modules.
        'src/bundle/*.rspack.config.ts',
        'fixtures/baseline-app/src/index.tsx',
      ],
      ignoreDependencies: ['react', 'react-dom'],
    },
  },
};

export default config;
