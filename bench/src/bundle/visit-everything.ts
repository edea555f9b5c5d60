import type { Browser } from '@playwright/test';
import { areas, mainNavLink } from '../env/areas.ts';
import { signInAsAdmin } from '../env/sign-in.ts';
import { clickAndTime, installProbe, timeFromNavigationStart } from '../timings/probe.ts';
import { ResponseRecorder } from './network.ts';

export const signInUsable = { kind: 'sign-in-usable' } as const;

/**
 * One cold visit of the whole dashboard, recording every JS and CSS response by phase: /login,
 * then the dashboard after signing in, then each area in turn (its first visit).
 */
export async function recordVisitEverything(
  browser: Browser,
  hostUrl: string,
): Promise<{ recorder: ResponseRecorder; unrendered: string[] }> {
  const context = await browser.newContext();
  try {
    await installProbe(context, signInUsable);
    const page = await context.newPage();
    const recorder = new ResponseRecorder(page);
    recorder.startPhase('login');
    await page.goto(`${hostUrl}/login`);
    await timeFromNavigationStart(page);
    await recorder.settle();

    recorder.startPhase('dashboard');
    await signInAsAdmin(page);
    await recorder.settle();

    // An area that never shows its heading (e.g. a remote with its own React crashes on its first
    // hook) is noted, and the visit goes on: what it fetched still counts.
    const unrendered: string[] = [];
    for (const area of areas) {
      recorder.startPhase(area.remote);
      await clickAndTime(
        page,
        mainNavLink(area),
        { kind: 'heading', text: area.heading },
        15_000,
      ).catch(() => unrendered.push(area.link));
      await recorder.settle();
    }
    return { recorder, unrendered };
  } finally {
    await context.close();
  }
}

/** The floor page's files: a cold load until its sign-in form is usable. */
export async function recordFloor(browser: Browser, floorUrl: string): Promise<ResponseRecorder> {
  const context = await browser.newContext();
  try {
    await installProbe(context, signInUsable);
    const page = await context.newPage();
    const recorder = new ResponseRecorder(page);
    recorder.startPhase('floor');
    await page.goto(floorUrl);
    await timeFromNavigationStart(page);
    await recorder.settle();
    return recorder;
  } finally {
    await context.close();
  }
}
