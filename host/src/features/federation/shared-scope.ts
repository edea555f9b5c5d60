import * as shared from '@backoffice/shared';
import * as sharedRouter from '@backoffice/shared/router';
import * as sharedSession from '@backoffice/shared/session';
import * as sharedUi from '@backoffice/shared/ui';
import * as sharedUiCore from '@backoffice/shared/ui-core';
import * as reactQuery from '@tanstack/react-query';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as zustand from 'zustand';
import { z } from 'zod';

/**
 * What the host offers the remotes, one entry per key a remote consumes (exact names: a key left
 * out makes that remote load its own copy, e.g. a second auth store; the bundle check's singleton
 * scan fails then). Libraries the signed-in shell has already evaluated are given as `lib`; the
 * rest load from the host's own chunks the first time a remote asks (`get`).
 */
type Module = object;
type Provided =
  { package: string; lib: () => Module } | { package: string; get: () => Promise<() => Module> };

const later = (load: () => Promise<Module>) => () => load().then((module) => () => module);

export const providedModules: Record<string, Provided> = {
  react: { package: 'react', lib: () => react },
  'react/jsx-runtime': { package: 'react', lib: () => reactJsxRuntime },
  // Development builds compile JSX to the dev runtime.
  'react/jsx-dev-runtime': { package: 'react', get: later(() => import('react/jsx-dev-runtime')) },
  'react-dom': { package: 'react-dom', lib: () => reactDom },
  'react-dom/client': { package: 'react-dom', lib: () => reactDomClient },
  '@tanstack/react-query': { package: '@tanstack/react-query', lib: () => reactQuery },
  zustand: { package: 'zustand', lib: () => zustand },
  'react-toastify': { package: 'react-toastify', get: later(() => import('react-toastify')) },
  'socket.io-client': { package: 'socket.io-client', get: later(() => import('socket.io-client')) },
  'react-hook-form': { package: 'react-hook-form', get: later(() => import('react-hook-form')) },
  '@hookform/resolvers': {
    package: '@hookform/resolvers',
    get: later(() => import('@hookform/resolvers')),
  },
  '@hookform/resolvers/zod': {
    package: '@hookform/resolvers',
    get: later(() => import('@hookform/resolvers/zod')),
  },
  '@backoffice/shared': { package: '@backoffice/shared', lib: () => shared },
  '@backoffice/shared/contract': {
    package: '@backoffice/shared',
    get: later(() => import('@backoffice/shared/contract')),
  },
  '@backoffice/shared/session': { package: '@backoffice/shared', lib: () => sharedSession },
  // The signed-in layout renders with the UI kit anyway; given as `lib`, no remote can become its
  // provider (a lazily provided entry is taken over by the first remote registering that version).
  '@backoffice/shared/ui': { package: '@backoffice/shared', lib: () => sharedUi },
  '@backoffice/shared/ui-core': { package: '@backoffice/shared', lib: () => sharedUiCore },
  '@backoffice/shared/realtime': {
    package: '@backoffice/shared',
    get: later(() => import('@backoffice/shared/realtime')),
  },
  '@backoffice/shared/dev-shell': {
    package: '@backoffice/shared',
    get: later(() => import('@backoffice/shared/dev-shell')),
  },
  '@backoffice/shared/router': { package: '@backoffice/shared', lib: () => sharedRouter },
};

/** Installed versions, written into the build by scripts/rspack-common.ts. */
const installedVersions = z
  .record(z.string(), z.string())
  .parse(JSON.parse(process.env.MF_SHARED_VERSIONS ?? '{}'));

function versionOf(pkg: string): string {
  const version = installedVersions[pkg];
  if (!version) throw new Error(`The build did not record the version of ${pkg}`);
  return version;
}

/** The release of @backoffice/shared this host was built with and provides to every remote. */
export const providedSharedVersion = () => versionOf('@backoffice/shared');

/** The `shared` option of init(): every provided module as a singleton at its installed version. */
export function sharedScope() {
  return Object.fromEntries(
    Object.entries(providedModules).map(([key, provided]) => {
      const version = versionOf(provided.package);
      // The host's own code needs what it was built with; for the workspace package, any later
      // compatible release (the same range a remote built alongside declares).
      const requiredVersion = provided.package === '@backoffice/shared' ? `^${version}` : version;
      return [
        key,
        {
          version,
          ...('lib' in provided ? { lib: provided.lib } : { get: provided.get }),
          shareConfig: { singleton: true, requiredVersion },
        },
      ];
    }),
  );
}
