import { createQueryClient, currentTimeZone } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import { loadArea, loadEveryAreaCode, navigateWhenAreaReady } from '../federation/area-loading';
import { createAreaRuntime, type SentReads } from '../federation/federation-runtime';
import { createRumReporting } from '../observability/rum-reporter';
import { createSupportModules } from '../realtime/support-module';
import { askFirstData, type FirstQuery } from './first-data';
import type { HostPage } from './page';
import type { SessionLoading } from './page-loader';

/** How long a host page's first data, asked for on intent, is rendered without asking again. */
const FIRST_DATA_FRESH_MS = 30_000;

/**
 * The page loader's signed-in part (see SessionLoading), in the signed-in chunk: the session's one
 * QueryClient exists before the shell renders, so a page's first data can be asked for the moment
 * sign-in succeeds. A host page asks for the data it declares; an area's path, for the area's code
 * and first request (area-loading.ts). It also makes what the page loads of the areas, which
 * outlives a session: the loader makes one session part, so the page has one of each.
 */
export function createSessionLoading(sent?: SentReads): SessionLoading {
  const areas = createAreaRuntime(fetch, (error, remote) => rum.reportError(error, remote), sent);
  const rum = createRumReporting(areas.buildVersion);
  // One client per signed-in session, made at its first use; `end` drops it with its data.
  let client: QueryClient | undefined;
  const session = { client: () => (client ??= createQueryClient()) };
  const askPageData = (firstData: NonNullable<HostPage['firstData']>) => {
    const ask = ({ firstData: queries }: { firstData: () => readonly FirstQuery[] }) => {
      for (const query of queries()) askFirstData(session.client(), query, FIRST_DATA_FRESH_MS);
    };
    // Already there when the person typed or pointed first: the requests go out before this returns.
    const declared = firstData.loaded();
    if (declared) ask(declared);
    else void firstData.load().then(ask, () => undefined);
  };
  return {
    areas,
    rum,
    supportModules: createSupportModules(areas),
    queryClient: session.client,
    load: (to, intent, page, carried) => {
      if (intent === 'sign-in') rum.markSignIn();
      // The first request sends the time zone: its first read through Intl takes milliseconds.
      if (intent === 'type') currentTimeZone();
      if (!page) {
        loadArea(session.client(), areas, to, intent, carried);
        return;
      }
      if (intent !== 'type' && page.firstData) askPageData(page.firstData);
      // Signed in on a host page, the nav still needs the areas: nothing else asks for the list
      // before the page's first idle moment, so the page showed its figures a second before its
      // nav had its areas. One request to the page's own origin, beside the page's own data.
      // A start-up that fails is the areas' to say (the nav and each area's page show it).
      if (intent === 'sign-in' || intent === 'land') areas.ready().catch(() => undefined);
    },
    enter: (to, navigate, navigations) =>
      navigateWhenAreaReady(session.client(), to, navigate, navigations),
    idle: (cancelled) => loadEveryAreaCode(session.client(), areas, cancelled),
    end: () => {
      client?.clear();
      client = undefined;
    },
  };
}
