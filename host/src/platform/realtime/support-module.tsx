import { loadRemote } from '@module-federation/runtime-tools/runtime';
import type { RemoteAppModule } from '@backoffice/shared/dev-shell';
import { useEffect, useState, type ComponentType } from 'react';
import type { AreaRuntime } from '../federation/federation-runtime';
import { useSessionLoading } from '../routing/page-loader';
import { useFirstIdlePassed } from '@backoffice/shared/session';
import { ErrorBoundary } from '../screens/error-boundary';

/**
 * What remote-support exposes for the shell outside /support (its rspack.config.ts); its nav badge
 * comes through /remotes.json like any area's (AreaNavBadge).
 */
export type SupportModuleName = 'SignedInSupport';

/**
 * Support's shell modules as loaded on this page, each once; a failed load is tried again at the
 * next. The page loader's session part holds the page's one; tests create their own and dispose
 * of it.
 */
export interface SupportModules {
  load: (name: SupportModuleName) => Promise<ComponentType>;
  /** Forgets every load: the next `load` of a module loads it again. */
  dispose: () => void;
}

/** `runtime`: whose start-up a load awaits (the remotes registered from /remotes.json). */
export function createSupportModules(runtime: Pick<AreaRuntime, 'ready'>): SupportModules {
  const loads = new Map<SupportModuleName, Promise<ComponentType>>();
  return {
    load: (name) => {
      let load = loads.get(name);
      if (!load) {
        load = runtime
          .ready()
          .then(() => loadRemote<RemoteAppModule>(`remote_support/${name}`))
          .then((module) => {
            if (!module?.default) throw new Error(`remote_support did not expose ./${name}`);
            return module.default;
          });
        load.catch(() => loads.delete(name));
        loads.set(name, load);
      }
      return load;
    },
    dispose: () => loads.clear(),
  };
}

/**
 * Renders a module of the support remote inside the host's shell (the signed-in chat session and
 * its toasts). Support's code ships with support, not with the host; while it
 * loads, or when the support remote is down or breaks, this renders nothing and the rest of the
 * shell works.
 */
export function SupportModule({ name }: { name: SupportModuleName }) {
  const [Module, setModule] = useState<ComponentType | null>(null);
  const idle = useFirstIdlePassed();
  const { supportModules } = useSessionLoading();
  useEffect(() => {
    if (!idle) return;
    let current = true;
    supportModules.load(name).then(
      (loaded) => current && setModule(() => loaded),
      (error: unknown) => console.warn(`Support's ${name} is unavailable`, error),
    );
    return () => {
      current = false;
    };
  }, [supportModules, name, idle]);
  return Module ? (
    <ErrorBoundary fallback={null}>
      <Module />
    </ErrorBoundary>
  ) : null;
}
