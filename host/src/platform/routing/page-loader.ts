import type { CarriedFirstPage, FirstPageRequest } from '@backoffice/shared/session';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { createAreaListPrefetch } from '../federation/area-list-prefetch';
import type { AreaRuntime, SentReads } from '../federation/federation-runtime';
import type { RumReporting } from '../observability/rum-reporter';
import type { SupportModules } from '../realtime/support-module';
import type { Chunk } from './loaded-chunk';
import { createNavigations, type Navigations } from './navigations';
import { hostPageAt, type HostPage } from './page';

/** Where the person is going: a path and its query. */
export type Destination = Pick<URL, 'pathname' | 'search'>;

/**
 * How sure the person's move is, which decides what starts. `point`: a link pointed at or focused
 * (code fetched, not run; first data asked for). `click`: a link pressed (what the first render
 * needs runs now). `land`: the first page of a signed-in visit, and `sign-in`: the page the form
 * leads to (code fetched and run, first data). `type`: /login while the person types (code only,
 * no heavy part: there is no session to ask for data with yet).
 */
export type Intent = 'point' | 'click' | 'land' | 'sign-in' | 'type';

/**
 * The part of loading that needs the signed-in session (its QueryClient, the federation runtime),
 * made from the signed-in chunk: the host pages' first data and the areas' code and first data.
 */
export interface SessionLoading {
  /**
   * What the page has loaded of the areas, and its real-user reporting: made with this part, so
   * the loader's one part is the page's one; they outlive a session (`end` keeps them).
   */
  readonly areas: AreaRuntime;
  readonly rum: RumReporting;
  readonly supportModules: SupportModules;
  /** The session's one QueryClient, every page and remote renders inside it; `end` drops it. */
  queryClient: () => QueryClient;
  load: (
    to: Destination,
    intent: Intent,
    page: HostPage | undefined,
    carried?: CarriedFirstPage,
  ) => void;
  enter: (to: Destination, navigate: () => void, navigations: Navigations) => void;
  /** Every area's code, one per idle moment, until `cancelled`. */
  idle: (cancelled: () => boolean) => Promise<void>;
  end: () => void;
}

/**
 * The one loader of every page, host page or area: what starts on intent, how a page is entered,
 * sign-in. The app creates the page's one (bootstrap.tsx); tests create their own.
 */
export interface PageLoader {
  readonly pages: readonly HostPage[];
  /** Which navigation renders at once, and which area switch is the latest (HostRouter). */
  readonly navigations: Navigations;
  /**
   * Starts the code and first data of the page at `to`, as `intent` asks; `carried`: its first
   * page, already answered with the sign-in.
   */
  load: (to: Destination | string, intent: Intent, carried?: CarriedFirstPage) => void;
  /** `navigate` to `to`: at once, or once the area there can render with its data. */
  enter: (to: Destination | string, navigate: () => void) => void;
  /**
   * Sign-in succeeded: `load`, then `enter`. Without the signed-in chunk yet (the typing time was
   * too short), it navigates at once and the page shows its loading states.
   */
  signIn: (target: string, navigate: () => void, carried?: CarriedFirstPage) => void;
  /**
   * At idle once signed in: every host page's first-data chunk, then every area's code, then every
   * host page's code.
   */
  idle: (cancelled: () => boolean) => Promise<void>;
  /**
   * Reads the area list the signed-in page starts with, before there is a session to read it, and
   * the code of the area at `target`, the page the sign-in leads to.
   */
  prefetchAreaList: (target?: string) => void;
  /** The first page of `target` for the sign-in to ask for, once the area list has been read. */
  firstPage: (target: string) => FirstPageRequest | undefined;
  /** The session's part, once the signed-in chunk has arrived. */
  session: () => SessionLoading | undefined;
  dispose: () => void;
}

const destination = (to: Destination | string): Destination =>
  typeof to === 'string' ? new URL(to, window.location.origin) : to;

/** `signedIn`: the signed-in chunk, which makes the session's part. */
export function createPageLoader(
  pages: readonly HostPage[],
  signedIn: Chunk<{ createSessionLoading: (sent: SentReads) => SessionLoading }>,
): PageLoader {
  const navigations = createNavigations();
  const areaList = createAreaListPrefetch();
  let session: SessionLoading | undefined;
  const sessionNow = () => {
    const module = signedIn.loaded();
    return (
      module &&
      (session ??= module.createSessionLoading({
        areaList: areaList.take,
        manifest: areaList.takeManifest,
      }))
    );
  };
  const withSession = (use: (part: SessionLoading) => void) => {
    if (sessionNow()) use(sessionNow()!);
    else
      void signedIn.load().then(
        () => use(sessionNow()!),
        () => undefined,
      );
  };
  const loader: PageLoader = {
    pages,
    navigations,
    load: (target, intent, carried) => {
      const to = destination(target);
      const page = hostPageAt(pages, to.pathname);
      const heavy = (intent !== 'type' && page?.heavyCode) || [];
      // A chunk that fails is left to its route to say.
      for (const pageChunk of [...(page?.code ?? []), ...heavy, page?.firstData]) {
        void pageChunk?.load().catch(() => undefined);
      }
      withSession((part) => part.load(to, intent, page, carried));
    },
    enter: (target, navigate) => {
      const part = sessionNow();
      if (part) part.enter(destination(target), navigate, navigations);
      else navigate();
    },
    signIn: (target, navigate, carried) => {
      const ready = sessionNow() !== undefined;
      if (!ready) navigate();
      loader.load(target, 'sign-in', carried);
      if (ready) loader.enter(target, navigate);
    },
    idle: async (cancelled) => {
      const loadAll = (chunks: readonly (Chunk<unknown> | undefined)[]) =>
        Promise.all(chunks.map((pageChunk) => pageChunk?.load().catch(() => undefined)));
      await loadAll(pages.map((page) => page.firstData));
      if (!cancelled()) await sessionNow()?.idle(cancelled);
      // Last, the host pages' own code with its heavy part (the dashboard's charts): a first
      // visit after signing in elsewhere then waits for its data alone, as an area's does.
      if (!cancelled())
        await loadAll(pages.flatMap((page) => [...page.code, ...(page.heavyCode ?? [])]));
    },
    prefetchAreaList: areaList.prefetch,
    firstPage: areaList.firstPage,
    session: sessionNow,
    dispose: () => {
      session?.end();
      navigations.dispose();
    },
  };
  return loader;
}

const PageLoaderContext = createContext<PageLoader | null>(null);
export const PageLoaderProvider = PageLoaderContext.Provider;

/** The loader's session part, inside the signed-in tree (whose chunk has made it). */
export function useSessionLoading(): SessionLoading {
  const part = usePageLoader().session();
  if (!part) throw new Error('The signed-in tree renders only once its chunk has arrived');
  return part;
}

/** The loader the app gave the tree (App's PageLoaderProvider). */
export function usePageLoader(): PageLoader {
  const loader = useContext(PageLoaderContext);
  if (!loader) throw new Error('usePageLoader needs a PageLoaderProvider above it');
  return loader;
}
