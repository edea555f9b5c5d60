import { createPageLoader, type PageLoader, type SessionLoading } from '../page-loader';
import { createSessionLoading } from '../session-loading';

/**
 * A page loader whose signed-in chunk has arrived, for what renders inside the signed-in shell:
 * its session part is a fresh one, with `part` in place of its own pieces.
 */
export function loaderWithSession(part: Partial<SessionLoading> = {}): PageLoader {
  const signedIn = { createSessionLoading: () => ({ ...createSessionLoading(), ...part }) };
  return createPageLoader([], { load: () => Promise.resolve(signedIn), loaded: () => signedIn });
}
