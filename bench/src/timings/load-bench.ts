import type { Browser, Page } from '@playwright/test';
import { areas, mainNavLink } from '../env/areas.ts';
import { signInAsAdmin } from '../env/sign-in.ts';
import { signInUsable } from '../bundle/visit-everything.ts';
import { summarize, type Figure } from '../report/figures.ts';
import { clickAndTime, installProbe, timeFromNavigationStart, waitForProbe } from './probe.ts';

const submissionsTable = 'Funding requests';

interface RunSamples {
  loginUsable: number;
  signInToFigures: number;
  cold: Record<string, number>;
  warm: Record<string, number>;
  listPageChange: number;
}

/** A cold page (new context: empty cache) until its sign-in form is usable. */
async function coldPage(browser: Browser, url: string): Promise<{ page: Page; usable: number }> {
  const context = await browser.newContext();
  await installProbe(context, signInUsable);
  const page = await context.newPage();
  await page.goto(url);
  return { page, usable: await timeFromNavigationStart(page) };
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

/** One run of the whole journey in a fresh context (cold cache). */
async function journey(browser: Browser, hostUrl: string): Promise<RunSamples> {
  const { page, usable } = await coldPage(browser, `${hostUrl}/login`);
  const settle = settler(page);
  try {
    const signInToFigures = await signInAsAdmin(page);
    const cold: Record<string, number> = {};
    const warm: Record<string, number> = {};
    for (const area of areas) {
      await settle();
      cold[area.link] = await clickAndTime(page, mainNavLink(area), {
        kind: 'heading',
        text: area.heading,
      });
    }
    for (const area of areas) {
      await settle();
      warm[area.link] = await clickAndTime(page, mainNavLink(area), {
        kind: 'heading',
        text: area.heading,
      });
    }
    // The list page change starts from a settled first page of submissions.
    await clickAndTime(page, mainNavLink(areas[0]!), { kind: 'heading', text: 'Submissions' });
    await waitForProbe(page, { kind: 'first-cell-changed', table: submissionsTable, previous: '' });
    const previous = await page.evaluate(
      (table) => window.__bench.firstCellText(table),
      submissionsTable,
    );
    const listPageChange = await clickAndTime(
      page,
      { selector: 'button', text: 'Next', within: 'nav[aria-label="Funding requests pages"]' },
      { kind: 'first-cell-changed', table: submissionsTable, previous },
    );
    return { loginUsable: usable, signInToFigures, cold, warm, listPageChange };
  } finally {
    await page.context().close();
  }
}

async function baselineUsable(browser: Browser, floorUrl: string): Promise<number> {
  const { page, usable } = await coldPage(browser, floorUrl);
  await page.context().close();
  return usable;
}

/** Load timings (issue 9 §3), each run paired with a baseline run of the floor page. */
export async function runLoadBench(
  browser: Browser,
  urls: { hostUrl: string; floorUrl: string },
  runs: number,
): Promise<Figure[]> {
  // One unmeasured round warms the api (PGlite's first queries) and the OS file cache.
  await journey(browser, urls.hostUrl);
  await baselineUsable(browser, urls.floorUrl);

  const baseline: number[] = [];
  const samples: RunSamples[] = [];
  for (let run = 0; run < runs; run += 1) {
    baseline.push(await baselineUsable(browser, urls.floorUrl));
    samples.push(await journey(browser, urls.hostUrl));
  }
  const base = summarize(baseline).median;
  const figure = (name: string, values: number[], extra: Partial<Figure> = {}): Figure => ({
    group: 'load',
    name,
    unit: 'ms',
    samples: values,
    baseline: base,
    ...extra,
  });
  return [
    figure('baseline: minimal React page usable (floor app, same server)', baseline),
    figure(
      'navigation to a usable /login',
      samples.map((s) => s.loginUsable),
      {
        budget: { max: 1.5 * base, label: `≤ 1.5× baseline (${(1.5 * base).toFixed(0)} ms)` },
      },
    ),
    figure(
      'sign-in to dashboard figures shown',
      samples.map((s) => s.signInToFigures),
    ),
    ...areas.map((area) =>
      figure(
        `cold switch into ${area.link}`,
        samples.map((s) => s.cold[area.link]!),
        {
          budget: { max: 300, label: '≤ 300 ms' },
        },
      ),
    ),
    ...areas.map((area) =>
      figure(
        `warm switch into ${area.link}`,
        samples.map((s) => s.warm[area.link]!),
        {
          budget: { max: 50, label: '≤ 50 ms' },
        },
      ),
    ),
    figure(
      'submissions: next page to rows shown',
      samples.map((s) => s.listPageChange),
      {
        budget: { max: 150, label: '≤ 150 ms' },
      },
    ),
  ];
}
