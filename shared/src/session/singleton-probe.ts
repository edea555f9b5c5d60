import { useEffect } from 'react';

/**
 * Every app (host and remotes) registers what it received from the shared scope under
 * `window.__backoffice.probes[app]`. When federation shares correctly, each value is the very same
 * object in every app; a remote that bundled its own copy shows up as a different one. The e2e
 * suite compares them; nothing in the product reads them.
 */
export type SingletonProbe = Readonly<Record<string, unknown>>;

export interface BackofficeDebugRegistry {
  probes: Record<string, SingletonProbe>;
}

declare global {
  interface Window {
    __backoffice?: BackofficeDebugRegistry;
  }
}

export function registerSingletonProbe(app: string, probe: SingletonProbe): void {
  const registry = (window.__backoffice ??= { probes: {} });
  registry.probes[app] = probe;
}

/** Registers the probe after every render, so it always reflects what the app currently holds. */
export function useSingletonProbe(app: string, probe: SingletonProbe): void {
  useEffect(() => registerSingletonProbe(app, probe));
}
