import type { Browser, Page } from '@playwright/test';
import { areas, mainNavLink } from '../env/areas.ts';
import { DEMO_ADMIN } from '@backoffice/api/testing';
import { LIST_DEFAULT_LIMIT } from '@backoffice/shared/contract';
import { emulateLink, throttleCpu, type LinkConditions } from '../env/link.ts';
import { keyFiguresShown } from '../env/sign-in.ts';
import { signInUsable } from '../bundle/visit-everything.ts';
import { summarize, type Figure } from '../report/figures.ts';
import {
  clickAndTime,
  clickAndTimeEach,
  installProbe,
  timeFromNavigationStart,
  type Probe,
} from './probe.ts';

export const submissionsTable = 'Funding requests';
export const firstFundingRow = { kind: 'first-row', table: submissionsTable } as const;
/** The whole first page: the table may show its first rows a moment before the others. */
const allFundingRows = {
  kind: 'rows',
  table: submissionsTable,
  count: LIST_DEFAULT_LIMIT,
} as const;
const signInProbes = [firstFundingRow, allFundingRows];

interface RunSamples {
  loginUsable: number;
  signInToFirstRow: number;
  signInToAllRows: number;
  /** The same, clicking the moment the form is usable: no typing time to preload in. */
  signInAtOnceToFirstRow: number;
  signInToFigures: number;
  cold: Record<string, number>;
  warm: Record<string, number>;
  listPageChange: number;
}

interface BaselineSamples {
  usable: number;
  signInToFirstRow: number;
  signInToAllRows: number;
}

/**
 * Waits until the page has had no request in flight for `quietMs`, then two frames: each switch is
 * timed from a settled page, not while the previous page's data is still arriving and rendering.
 */
function settler(page: Page, quietMs = 300, timeoutMs = 10_000) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  };
}

/**
 * A cold page (new context: empty cache) until its sign-in form is usable. `settle` waits for the
 * page to go quiet: requests are counted from the navigation on. With a `link`, the page is
 * behind that emulated network from its first request; with `cpuSlowdown`, on a CPU that many
 * times slower.
 */
export async function coldPage(
  browser: Browser,
  url: string,
  link?: LinkConditions,
  cpuSlowdown = 1,
): Promise<{ page: Page; usable: number; settle: () => Promise<void> }> {
  const context = await browser.newContext();
  await installProbe(context, signInUsable);
  const page = await context.newPage();
  if (link) await emulateLink(page, link);
  if (cpuSlowdown > 1) await throttleCpu(page, cpuSlowdown);
  const settle = settler(page);
  await page.goto(url);
  return { page, usable: await timeFromNavigationStart(page), settle };
}

/**
 * Types the demo admin's credentials and times the click on Sign in until each probe holds. A
 * person takes seconds to type, so by default the click comes once the page has gone quiet (what
 * it fetches meanwhile is the use the app makes of that time); `typing: 'none'` clicks at once.
 */
async function signInAndTime(
  page: Page,
  probes: Probe[],
  settle: () => Promise<void>,
  typing: 'person' | 'none' = 'person',
): Promise<number[]> {
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  if (typing === 'person') await settle();
  return clickAndTimeEach(page, { selector: 'button', text: 'Sign in' }, probes);
}

/** Signing in to the first funding row and to the whole first page, from one click. */
export async function signInToRows(
  page: Page,
  settle: () => Promise<void>,
  typing: 'person' | 'none' = 'person',
): Promise<{ firstRow: number; allRows: number }> {
  const [firstRow, allRows] = await signInAndTime(page, signInProbes, settle, typing);
  return { firstRow: firstRow!, allRows: allRows! };
}

export const dashboardLink = { selector: 'a[href="/dashboard"]', within: 'nav[aria-label="Main"]' };

/**
 * Signing in where the link pointed (`next=/submissions`), on loopback or behind `link`: until
 * the first funding row.
 */
export async function signInToSubmissions(
  browser: Browser,
  hostUrl: string,
  typing: 'person' | 'none' = 'person',
  link?: LinkConditions,
): Promise<{ usable: number; firstRow: number; allRows: number }> {
  const { page, usable, settle } = await coldPage(
    browser,
    `${hostUrl}/login?next=/submissions`,
    link,
  );
  try {
    return { usable, ...(await signInToRows(page, settle, typing)) };
  } finally {
    await page.context().close();
  }
}

/**
 * Signing in to the dashboard, then each area's first visit and a later one, every click from a
 * settled dashboard, then a page change in the submissions list. New context: cold cache.
 */
async function dashboardJourney(
  browser: Browser,
  hostUrl: string,
): Promise<
  Omit<
    RunSamples,
    'loginUsable' | 'signInToFirstRow' | 'signInToAllRows' | 'signInAtOnceToFirstRow'
  >
> {
  const { page, settle } = await coldPage(browser, `${hostUrl}/login`);
  try {
    const signInToFigures = (await signInAndTime(page, [keyFiguresShown], settle))[0]!;
    const cold: Record<string, number> = {};
    const warm: Record<string, number> = {};
    for (const visits of [cold, warm]) {
      for (const area of areas) {
        await settle();
        visits[area.link] = await clickAndTime(page, mainNavLink(area), area.firstData);
        await clickAndTime(page, dashboardLink, keyFiguresShown);
      }
    }
    // The list page change starts from a settled first page of submissions.
    await clickAndTime(page, mainNavLink(areas[0]!), firstFundingRow);
    await settle();
    const previous = await page.evaluate(
      (table) => window.__bench.firstRowText(table),
      submissionsTable,
    );
    const listPageChange = await clickAndTime(
      page,
      { selector: 'button', text: 'Next', within: 'nav[aria-label="Funding requests pages"]' },
      { kind: 'first-row-changed', table: submissionsTable, previous },
    );
    return { signInToFigures, cold, warm, listPageChange };
  } finally {
    await page.context().close();
  }
}

async function journey(browser: Browser, hostUrl: string): Promise<RunSamples> {
  const submissions = await signInToSubmissions(browser, hostUrl);
  const atOnce = await signInToSubmissions(browser, hostUrl, 'none');
  const rest = await dashboardJourney(browser, hostUrl);
  return {
    loginUsable: submissions.usable,
    signInToFirstRow: submissions.firstRow,
    signInToAllRows: submissions.allRows,
    signInAtOnceToFirstRow: atOnce.firstRow,
    ...rest,
  };
}

/**
 * The baseline page: usable form, then sign-in to the first row of the same list, clicking once
 * the page has gone quiet after the typing or (`typing: 'none'`) the moment the form is filled.
 */
export async function baselineRun(
  browser: Browser,
  baselineUrl: string,
  { link, cpuSlowdown, typing }: BaselineConditions = {},
): Promise<BaselineSamples> {
  const { page, usable, settle } = await coldPage(browser, baselineUrl, link, cpuSlowdown);
  try {
    const { firstRow, allRows } = await signInToRows(page, settle, typing);
    return { usable, signInToFirstRow: firstRow, signInToAllRows: allRows };
  } finally {
    await page.context().close();
  }
}

interface BaselineConditions {
  link?: LinkConditions;
  cpuSlowdown?: number;
  typing?: 'person' | 'none';
}

/**
 * Load timings: what a person waits for, each figure ending when real data shows,
 * every run paired with a run of the baseline page (ratios are to its medians in the same run).
 */
export async function runLoadBench(
  browser: Browser,
  urls: { hostUrl: string; baselineUrl: string },
  runs: number,
): Promise<Figure[]> {
  // One unmeasured round warms the api (PGlite's first queries) and the OS file cache.
  await journey(browser, urls.hostUrl);
  await baselineRun(browser, urls.baselineUrl);

  const baseline: BaselineSamples[] = [];
  const baselineAtOnce: BaselineSamples[] = [];
  const samples: RunSamples[] = [];
  for (let run = 0; run < runs; run += 1) {
    baseline.push(await baselineRun(browser, urls.baselineUrl));
    baselineAtOnce.push(await baselineRun(browser, urls.baselineUrl, { typing: 'none' }));
    samples.push(await journey(browser, urls.hostUrl));
  }
  const baseUsable = summarize(baseline.map((b) => b.usable)).median;
  const baseFirstRow = summarize(baseline.map((b) => b.signInToFirstRow)).median;
  const baseAtOnceFirstRow = summarize(baselineAtOnce.map((b) => b.signInToFirstRow)).median;
  const figure = (name: string, values: number[], extra: Partial<Figure> = {}): Figure => ({
    group: 'load',
    name,
    unit: 'ms',
    samples: values,
    ...extra,
  });
  const times = (factor: number, base: number, what: string) => ({
    baseline: base,
    budget: {
      max: factor * base,
      label: `≤ ${factor}× baseline ${what} (${(factor * base).toFixed(0)} ms)`,
    },
  });
  return [
    figure(
      'baseline page: usable sign-in form',
      baseline.map((b) => b.usable),
    ),
    figure(
      'baseline page: click Sign in to first funding-request row',
      baseline.map((b) => b.signInToFirstRow),
    ),
    figure(
      'navigation to a usable /login',
      samples.map((s) => s.loginUsable),
      times(1.3, baseUsable, 'usable'),
    ),
    figure(
      'baseline page: the same, clicking Sign in the moment the form is filled',
      baselineAtOnce.map((b) => b.signInToFirstRow),
    ),
    figure(
      'click Sign in (next=/submissions) the moment the form is filled, to first funding-request row',
      samples.map((s) => s.signInAtOnceToFirstRow),
      times(1.5, baseAtOnceFirstRow, 'sign-in at once to row'),
    ),
    figure(
      'the same, clicking once the page has gone quiet after the typing',
      samples.map((s) => s.signInToFirstRow),
      { baseline: baseFirstRow },
    ),
    figure(
      `the same (after typing), to all ${LIST_DEFAULT_LIMIT} rows of the first page`,
      samples.map((s) => s.signInToAllRows),
      { baseline: summarize(baseline.map((b) => b.signInToAllRows)).median },
    ),
    figure(
      'sign-in to dashboard figures shown',
      samples.map((s) => s.signInToFigures),
      { baseline: baseFirstRow },
    ),
    ...areas.map((area) =>
      figure(
        `cold switch into ${area.link} (first visit, to its first data)`,
        samples.map((s) => s.cold[area.link]!),
        times(1, baseFirstRow, 'sign-in to row'),
      ),
    ),
    ...areas.map((area) =>
      figure(
        `warm switch into ${area.link} (later visit, to its first data)`,
        samples.map((s) => s.warm[area.link]!),
        times(0.5, baseFirstRow, 'sign-in to row'),
      ),
    ),
    figure(
      'submissions: next page to rows shown',
      samples.map((s) => s.listPageChange),
      { budget: { max: 150, label: '≤ 150 ms' } },
    ),
  ];
}
