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
): Promise<ResponseRecorder> {
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

    for (const area of areas) {
      recorder.startPhase(area.remote);
      await clickAndTime(page, mainNavLink(area), { kind: 'heading', text: area.heading });
      await recorder.settle();
    }
    return recorder;
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
