import type { Page } from '@playwright/test';
import { demoAdmin, expect, test } from '../fixtures';

/**
 * The sign-in request is the first thing the click does: nothing of ours (a chunk fetched or
 * waited for, a script run, a render) stands between the click on "Sign in" and the request
 * leaving. The click comes the moment the form is filled, as with a password manager: what the
 * form's focus started loading has not arrived yet.
 *
 * The time is ours alone: from the form's submit event to the sign-in's `fetch` call. Before the
 * event Chromium does its own form work (constraint checks, autofill reading the fields: 1 to 3 ms
 * here, more on a busy machine), and after the call its fetch machinery; a render, a long check or
 * Intl's first time-zone read in between takes 10 ms and more.
 */
const SUBMIT_TO_FETCH_MS = 5;

/** Fills /login?next=/submissions, clicks Sign in at once and reads what happened in between. */
async function clickAtOnce(page: Page) {
  await page.goto('/login?next=/submissions');
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  const trace = await page.evaluate(async () => {
    // The form's one submit button, "Sign in" (checked enabled above).
    const signInButton = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    const changes: number[] = [];
    const watch = { subtree: true, childList: true, attributes: true, characterData: true };
    new MutationObserver(() => changes.push(performance.now())).observe(document, watch);
    // The page's fetch, timed: the sign-in is told apart by its path.
    let fetchedAt = 0;
    const pageFetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      if (!fetchedAt && String(args[0]).endsWith('/auth/signin/admin'))
        fetchedAt = performance.now();
      return pageFetch(...args);
    };
    // Capturing on the window comes before React's listener on its root.
    let submittedAt = 0;
    window.addEventListener('submit', () => (submittedAt = performance.now()), { capture: true });
    const clickedAt = performance.now();
    signInButton.click();
    const signIn = await new Promise<PerformanceEntry>((resolve) => {
      const poll = () => {
        const entry = performance
          .getEntriesByType('resource')
          .find((resource) => resource.name.endsWith('/auth/signin/admin'));
        if (entry) resolve(entry);
        else setTimeout(poll, 10);
      };
      poll();
    });
    // Anything else started after the click: an entry is added once its response has come.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return {
      fetchAfterSubmitMs: fetchedAt - submittedAt,
      requestAfterClickMs: signIn.startTime - clickedAt,
      startedBefore: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= clickedAt && entry.startTime < signIn.startTime)
        .map((entry) => new URL(entry.name).pathname),
      changedBefore: changes.filter((at) => at < signIn.startTime).length,
    };
  });
  await expect(page.getByRole('table', { name: 'Funding requests' })).toBeVisible();
  return { ...trace, seen: JSON.stringify(trace) };
}

test('clicking Sign in at once sends the sign-in before anything of ours runs', async ({
  browser,
  baseURL,
}) => {
  // The order is checked on every click. The time is the best of up to five fresh clicks: work
  // of ours in front of the request (a render, a long check) delays each of them, while the
  // machine's own hiccups (another process taking the core for milliseconds) do not repeat.
  const late: string[] = [];
  const attempts = 5;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const context = await browser.newContext({ baseURL });
    const trace = await clickAtOnce(await context.newPage());
    await context.close();
    expect(trace.startedBefore, `fetched before the sign-in: ${trace.seen}`).toEqual([]);
    expect(trace.changedBefore, `rendered before the sign-in: ${trace.seen}`).toBe(0);
    expect(
      trace.fetchAfterSubmitMs,
      `no sign-in fetch in the submit: ${trace.seen}`,
    ).toBeGreaterThan(0);
    if (trace.fetchAfterSubmitMs <= SUBMIT_TO_FETCH_MS) break;
    late.push(trace.seen);
  }
  expect(late.length, `the sign-in left late every time: ${late.join('; ')}`).toBeLessThan(
    attempts,
  );

  // On a CPU 4× slower (Chromium's throttling over CDP, as Lighthouse's mobile runs) the order
  // holds too: the sign-in is still the first thing, before any fetch or render of ours.
  const context = await browser.newContext({ baseURL });
  const slow = await context.newPage();
  await (await context.newCDPSession(slow)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slowTrace = await clickAtOnce(slow);
  expect(slowTrace.startedBefore, `4× slower: ${slowTrace.seen}`).toEqual([]);
  expect(slowTrace.changedBefore, `4× slower: ${slowTrace.seen}`).toBe(0);
  await context.close();
});
