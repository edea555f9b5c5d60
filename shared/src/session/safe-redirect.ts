/** Where a signed-in user lands when there is nowhere (safe) to go back to. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/** A path the router or the browser would read as another host: `//evil.test`, `/\\evil.test`. */
const isHostLike = (path: string) => path.startsWith('//') || path.includes('\\');

/**
 * The page to return to after sign-in, from the `next` query parameter. Only a path on this very
 * origin is accepted (no `//evil.test`, no `https:`, no `javascript:`), so the login page cannot
 * be used as an open redirect. The check runs again on the normalised path: `/.//evil.test` is a
 * path, but its dot segment goes and `//evil.test` is left.
 */
export function safeRedirectTarget(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith('/') || isHostLike(next)) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (url.origin !== origin || url.pathname === '/login' || isHostLike(url.pathname)) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return path === '/' || path.startsWith('/login')
    ? '/login'
    : `/login?next=${encodeURIComponent(path)}`;
}
