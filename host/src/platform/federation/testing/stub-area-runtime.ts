import { loaderWithSession } from '../../routing/testing/loader-with-session';
import type { AreaRuntime } from '../federation-runtime';

/** An area runtime that starts nothing: its start-up resolves at once and it registers nothing. */
export function stubAreaRuntime(): AreaRuntime {
  return {
    ready: vi.fn(() => Promise.resolve()),
    register: vi.fn(),
    registeredManifest: () => undefined,
    buildVersion: () => undefined,
    dispose: () => undefined,
  };
}

/** What an area's component renders with: a loader whose session part has a stub area runtime. */
export function loaderWithStubAreas() {
  const areas = stubAreaRuntime();
  return { areas, loader: loaderWithSession({ areas }) };
}
