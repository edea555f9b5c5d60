import { chunk } from './loaded-chunk';

/*
 * The signed-in pages' chunks, shared by the routes that render them and by what loads them ahead
 * (sign-in, the person's typing time): whichever starts one first, the route renders it at once.
 * Each names what the /login bundle uses of it.
 */
export const signedInShellChunk = chunk(() =>
  import('../layout/signed-in-shell').then(
    ({
      default: SignedInShell,
      AreaRoutes,
      startPageForSession,
      enterPageForSession,
      preloadPageForSignIn,
    }) => ({
      SignedInShell,
      AreaRoutes,
      startPageForSession,
      enterPageForSession,
      preloadPageForSignIn,
    }),
  ),
);
