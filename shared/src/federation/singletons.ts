/**
 * The modules every page holds once (docs/design.md §2): the host provides each of these keys to
 * the remotes, and every app's build declares it shared (scripts/rspack-common.ts). The bench's
 * bundle check counts copies of the same packages. Each key is an import specifier; `package` is
 * the installed package whose version it carries. A key left out here is a key a remote bundles
 * its own copy of (a second React, a second auth store). Free of imports: the build scripts read
 * this file by path.
 */
export const federationSingletons = {
  react: { package: 'react' },
  'react/jsx-runtime': { package: 'react' },
  // Development builds compile JSX to the dev runtime.
  'react/jsx-dev-runtime': { package: 'react' },
  'react-dom': { package: 'react-dom' },
  'react-dom/client': { package: 'react-dom' },
  '@tanstack/react-query': { package: '@tanstack/react-query' },
  zustand: { package: 'zustand' },
  'react-toastify': { package: 'react-toastify' },
  'socket.io-client': { package: 'socket.io-client' },
  // Not stateful, but every form of every remote uses them: one download per page, not per remote.
  'react-hook-form': { package: 'react-hook-form' },
  '@hookform/resolvers': { package: '@hookform/resolvers' },
  '@hookform/resolvers/zod': { package: '@hookform/resolvers' },
  // Each entry of @backoffice/shared's package.json "exports" is its own singleton.
  '@backoffice/shared': { package: '@backoffice/shared' },
  '@backoffice/shared/contract': { package: '@backoffice/shared' },
  '@backoffice/shared/session': { package: '@backoffice/shared' },
  '@backoffice/shared/ui': { package: '@backoffice/shared' },
  '@backoffice/shared/ui-core': { package: '@backoffice/shared' },
  '@backoffice/shared/realtime': { package: '@backoffice/shared' },
  '@backoffice/shared/dev-shell': { package: '@backoffice/shared' },
  // The router: react-router behind an entry, so its unused half is not provided (see the entry).
  '@backoffice/shared/router': { package: '@backoffice/shared' },
} as const satisfies Record<string, { package: string }>;

/**
 * Entries of @backoffice/shared's "exports" that are not singletons, with why: no build imports
 * them.
 */
export const unsharedSharedEntries = {
  './testing': "the component tests' fake api",
  './federation': 'this declaration, read by the build preset in Node (@backoffice/remote-kit)',
  './package.json': "the build preset's way to find the installed package",
} as const satisfies Record<string, string>;

/**
 * Libraries shared through an entry of `@backoffice/shared` rather than by their own name; they
 * too must reach a page from one container only (the bench's singleton scan counts them).
 */
export const librariesBehindSharedEntries = ['react-router'] as const;
