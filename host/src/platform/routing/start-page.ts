import type { QueryClient } from '@tanstack/react-query';
import { startArea, type AreaCode } from '../federation/area-preload';
import { hostPageChunks, loadHostPage } from './host-page-chunks';
import { startHostPageData } from './host-page-data';

/**
 * The one way a page starts loading, as soon as the person's intent is known (a nav link pointed
 * at, focused or pressed; the sign-in submit; a landing): its code and its first data together,
 * neither waiting for the other. The host's own pages declare their chunks (host-page-chunks.ts)
 * and first data (host-page-data.ts); an area declares its code and first request in
 * /remotes.json (startArea, which `code` steers).
 */
export function startPage(
  queryClient: QueryClient,
  to: { pathname: string; search: string },
  code: AreaCode = 'fetch',
): void {
  if (hostPageChunks(to.pathname).length === 0) {
    startArea(queryClient, to, code);
    return;
  }
  void loadHostPage(to.pathname);
  startHostPageData(queryClient, to.pathname);
}
