import type { Browser } from '@playwright/test';
import { areas, mainNavLink } from '../env/areas.ts';
import { signInAsAdmin } from '../env/sign-in.ts';
import { clickAndTime, installProbe, timeFromNavigationStart } from '../timings/probe.ts';
import { ResponseRecorder } from './network.ts';

export const signInUsable = { kind: 'sign-in-usable' } as const;

/** The federation runtime the page published, and the one each remote was built with. */
export interface RuntimeVersions {
  host: string | null;
  remotes: Record<string, string>;
}

/** `metaData.pluginVersion` of a remote's served manifest: the runtime it was built against. */
async function remoteRuntimeVersion(origin: string): Promise<string> {
  const response = await fetch(`${origin}/mf-manifest.json`);
  const manifest = (await response.json()) as { metaData?: { pluginVersion?: string } };
  return manifest.metaData?.pluginVersion ?? 'unknown';
}

/**
 * One cold visit of the whole dashboard, recording every JS and CSS response by phase: /login,
 * then the dashboard after signing in, then each area in turn (its first visit, until the area's
 * own first data shows).
 */
export async function recordVisitEverything(
  browser: Browser,
  hostUrl: string,
  remoteOrigins: Record<string, string>,
): Promise<{ recorder: ResponseRecorder; unrendered: string[]; runtimeVersions: RuntimeVersions }> {
  const context = await browser.newContext();
  try {
    await installProbe(context, signInUsable);
    // The page preloads every area's code at idle; a data-saving connection turns that off, so each
    // area's code is fetched on its own first visit and counted there (else each figure reads 0).
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
        configurable: true,
      }),
    );
    const page = await context.newPage();
    const recorder = new ResponseRecorder(page);
    recorder.startPhase('login');
    await page.goto(`${hostUrl}/login`);
    await timeFromNavigationStart(page);
    // What the page preloads at idle once the form is usable is not part of /login's cost.
    recorder.startPhase('login-idle-preload');
    await recorder.settle();

    recorder.startPhase('dashboard');
    await signInAsAdmin(page);
    await recorder.settle();

    // An area whose own data never shows (e.g. a remote with its own React crashes on its first
    // hook, or the host shows the area's error state) is noted, and the visit goes on: what it
    // fetched still counts.
    const unrendered: string[] = [];
    for (const area of areas) {
      recorder.startPhase(area.remote);
      await clickAndTime(page, mainNavLink(area), area.firstData, 15_000).catch(async () => {
        const error = await page.evaluate(() => window.__bench.areaError());
        unrendered.push(`${area.link}${error ? ` (${error})` : ''}`);
      });
      await recorder.settle();
    }
    const host = await page.evaluate(
      () =>
        (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { version: string } })
          ._FEDERATION_RUNTIME_CORE_FROM?.version ?? null,
    );
    const remotes: Record<string, string> = {};
    for (const area of areas) {
      remotes[area.remote] = await remoteRuntimeVersion(remoteOrigins[area.remote]!);
    }
    return { recorder, unrendered, runtimeVersions: { host, remotes } };
  } finally {
    await context.close();
  }
}

/** The baseline page's files: a cold load until its sign-in form is usable. */
export async function recordBaseline(
  browser: Browser,
  baselineUrl: string,
): Promise<ResponseRecorder> {
  const context = await browser.newContext();
  try {
    await installProbe(context, signInUsable);
    const page = await context.newPage();
    const recorder = new ResponseRecorder(page);
    recorder.startPhase('baseline');
    await page.goto(baselineUrl);
    await timeFromNavigationStart(page);
    await recorder.settle();
    return recorder;
  } finally {
    await context.close();
  }
}
