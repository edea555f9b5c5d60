import type { ComponentType } from 'react';
import type { FirstQuery } from './first-data';
import type { Chunk } from './loaded-chunk';

/**
 * One of the host's own pages, declared by the feature that owns it and registered in app/ (an
 * area is declared in /remotes.json instead). The page loader starts its code and first data on
 * intent; the route table renders `code[0]`'s default export at `path`.
 */
export interface HostPage {
  /** Its address. */
  readonly path: string;
  /**
   * It also renders the addresses under `path` that no other page declares (Settings' pages);
   * otherwise one of those is docs/spec.md's "any other path", sent to /dashboard.
   */
  readonly withSubpaths?: boolean;
  /** The chunks its first render needs, the page itself first. */
  readonly code: readonly [Chunk<{ default: ComponentType }>, ...Chunk<unknown>[]];
  /** Chunks too heavy for /login's typing time (the chart library): fetched once signed in. */
  readonly heavyCode?: readonly Chunk<unknown>[];
  /**
   * The queries it shows first, asked for beside its code: a chunk of its own (the queries' code
   * stays out of /login's bundle), whose `firstData` gives none to a reader who may not open it.
   */
  readonly firstData?: Chunk<{ firstData: () => readonly FirstQuery[] }>;
}

const isAtOrUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

const renders = (page: HostPage, pathname: string) =>
  page.withSubpaths ? isAtOrUnder(pathname, page.path) : pathname === page.path;

/** The route path of a page: its address, and those under it when it renders them. */
export const routePath = (page: HostPage) => (page.withSubpaths ? `${page.path}/*` : page.path);

/** The page declared for `pathname`, the most precise one; none for an area's path. */
export function hostPageAt(pages: readonly HostPage[], pathname: string): HostPage | undefined {
  return pages
    .filter((page) => renders(page, pathname))
    .reduce<HostPage | undefined>(
      (best, page) => (best && best.path.length >= page.path.length ? best : page),
      undefined,
    );
}

/** The pages that have a route of their own: those not under a page that renders them. */
export function routedPages(pages: readonly HostPage[]): readonly HostPage[] {
  return pages.filter(
    (page) =>
      !pages.some(
        (other) => other !== page && other.withSubpaths && isAtOrUnder(page.path, other.path),
      ),
  );
}
