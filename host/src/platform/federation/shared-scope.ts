import * as shared from '@backoffice/shared';
import { federationSingletons } from '@backoffice/shared';
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
 * What the host offers the remotes: a module for every key of the singletons' declaration
 * (@backoffice/shared's federationSingletons; the type makes a missing or extra key a type error).
 * Libraries the signed-in shell has already evaluated are given as modules (`lib`); the rest as a
 * loader, fetched from the host's own chunks the first time a remote asks (`get`).
 */
type Module = object;
type FederationSingleton = keyof typeof federationSingletons;
type Loader = () => Promise<Module>;
type Provided = Module | Loader;

// A module namespace is never callable, so a function is a loader.
const isLoader = (provided: Provided): provided is Loader => typeof provided === 'function';

const providedModules: Record<FederationSingleton, Provided> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@tanstack/react-query': reactQuery,
  zustand,
  'react-toastify': () => import('react-toastify'),
  'socket.io-client': () => import('socket.io-client'),
  'react-hook-form': () => import('react-hook-form'),
  '@hookform/resolvers': () => import('@hookform/resolvers'),
  '@hookform/resolvers/zod': () => import('@hookform/resolvers/zod'),
  '@backoffice/shared': shared,
  '@backoffice/shared/contract': () => import('@backoffice/shared/contract'),
  '@backoffice/shared/session': sharedSession,
  // The signed-in layout renders with the UI kit anyway; given as `lib`, no remote can become its
  // provider (a lazily provided entry is taken over by the first remote registering that version).
  '@backoffice/shared/ui': sharedUi,
  '@backoffice/shared/ui-core': sharedUiCore,
  '@backoffice/shared/realtime': () => import('@backoffice/shared/realtime'),
  '@backoffice/shared/dev-shell': () => import('@backoffice/shared/dev-shell'),
  '@backoffice/shared/router': sharedRouter,
};

/** Asked for only by development builds (a remote's standalone shell, React's dev runtime). */
const onlyInDevelopment: ReadonlySet<FederationSingleton> = new Set([
  'react/jsx-dev-runtime',
  '@backoffice/shared/dev-shell',
]);

/**
 * Starts loading the modules the host provides on demand, beside an area's own code: an area's
 * first render asks for them (forms, presence), and asked only then, they came one round trip
 * after the area's code had arrived and run.
 */
export function fetchProvidedModules(): void {
  for (const [key, provided] of Object.entries(providedModules)) {
    if (!isLoader(provided) || onlyInDevelopment.has(key as FederationSingleton)) continue;
    // A module that fails here fails again when the area asks for it, and the area says so.
    provided().catch(() => undefined);
  }
}

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
      const pkg = federationSingletons[key as FederationSingleton].package;
      const version = versionOf(pkg);
      // The host's own code needs what it was built with; for the workspace package, any later
      // compatible release (the same range a remote built alongside declares).
      const requiredVersion = pkg === '@backoffice/shared' ? `^${version}` : version;
      return [
        key,
        {
          version,
          ...(isLoader(provided)
            ? { get: () => provided().then((module) => () => module) }
            : { lib: () => provided }),
          shareConfig: { singleton: true, requiredVersion },
        },
      ];
    }),
  );
}
