import type { Locator, Page } from '@playwright/test';
import type { AdminApi } from '../fixtures';

/** axe over the page, or over `include`'s part of it: no serious or critical violation. */
type Scan = (what: string, include?: string) => Promise<void>;

/** The records security-xss.spec.ts writes with a payload in every user-written field. */
interface HostileRecords {
  /** An active member with a funding request and a support room; their full name is `name`. */
  member: { id: string; email: string };
  name: string;
  requestId: string;
  roomId: string;
  couponCode: string;
}

/**
 * What the e2e suites check of one area beyond what scripts/stack-layout.ts says of it, declared
 * once per area (areas/index.ts). An area that declares nothing gets the defaults of
 * e2e/fixtures.ts `areas`: its page, loaded, is scanned and proven inert.
 */
export interface AreaChecks {
  /**
   * What only the loaded remote renders; by default the first row of the table named as the area
   * (the host's error state for the area shows the same heading, so a heading proves nothing).
   */
  loaded?: (page: Page) => Locator;
  /**
   * remotes.spec.ts: the api call the remote makes on arrival, and a value of its answer that the
   * loaded page must then show. An area with no data of its own yet has none.
   */
  firstCall?: { path: string; shown: (data: unknown) => string | undefined };
  /** a11y.spec.ts: opens each screen and dialog of the area, each scanned once in place. */
  a11y?: (context: { page: Page; adminApi: AdminApi; scan: Scan }) => Promise<void>;
  /** security-xss.spec.ts: opens each screen that shows the hostile records, each proven inert. */
  xss?: (context: {
    page: Page;
    hostile: HostileRecords;
    /** The text is on screen, inside the main landmark. */
    shows: (text: string) => Promise<void>;
    inert: (screen: string) => Promise<void>;
  }) => Promise<void>;
}

/** The saved-views bar above a list (Submissions, Members, Coupons). */
export const savedViewsBar = (page: Page) => page.getByRole('region', { name: 'Saved views' });
