import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

/** What the in-page probe (in-page-probe.js) can wait for. README.md defines each. */
export type Probe =
  | { kind: 'sign-in-usable' }
  | { kind: 'heading'; text: string }
  | { kind: 'key-figures'; cards: number }
  | { kind: 'first-row-changed'; table: string; previous: string }
  /** Every one of these texts is a laid-out h1 or h2 (a details page's title and sections). */
  | { kind: 'headings'; texts: string[] }
  /** The table's first row contains `text`, and the table is not busy (not the last rows). */
  | { kind: 'first-row-text'; table: string; text: string }
  /** The table's first row holds data (not a skeleton, empty or error row), not busy. */
  | { kind: 'first-row'; table: string }
  /** The table shows `count` rows of data, the last one laid out. */
  | { kind: 'rows'; table: string; count: number }
  /** The support area's conversation list shows at least one conversation. */
  | { kind: 'rooms-listed' }
  | { kind: 'message-shown'; text: string }
  /** The conversation's message log shows `text` (any log when omitted) and Reply is enabled. */
  | { kind: 'room-usable'; text?: string };

/** A link or button found by its exact text, as a user would name it. */
export interface ClickTarget {
  selector: string;
  text?: string;
  within?: string;
}

interface InPageBench {
  longTasks: number[];
  satisfied(probe: Probe): boolean;
  waitFor(probe: Probe, timeoutMs: number): Promise<number>;
  clickAndTime(target: ClickTarget, probe: Probe, timeoutMs: number): Promise<number>;
  clickAndTimeEach(target: ClickTarget, probes: Probe[], timeoutMs: number): Promise<number[]>;
  firstRowText(table: string): string;
  backAndTime(probe: Probe, timeoutMs: number): Promise<number>;
  typeAndTime(
    label: string,
    term: string,
    gapMs: number,
    probe: Probe,
    timeoutMs: number,
  ): Promise<number>;
  /** The text of an area-level error (the host's "X is unavailable"), '' when none shows. */
  areaError(): string;
  messageNodes(): number;
  /** Set when the context was given a probe to watch from navigation start. */
  fromStart?: Promise<number>;
}

declare global {
  interface Window {
    __bench: InPageBench;
  }
}

const probeSource = readFileSync(new URL('./in-page-probe.js', import.meta.url), 'utf8');

/**
 * Every page of the context gets the probe before any of its own scripts run; `watchFromStart`
 * is a probe timed from navigation start (read it with timeFromNavigationStart).
 */
export async function installProbe(context: BrowserContext, watchFromStart?: Probe): Promise<void> {
  const prelude = watchFromStart
    ? `globalThis.__benchWatchFromStart = ${JSON.stringify(watchFromStart)};\n`
    : '';
  await context.addInitScript({ content: prelude + probeSource });
}

/** ms from navigation start until the context's watched probe was first satisfied. */
export async function timeFromNavigationStart(page: Page): Promise<number> {
  const at = await page.evaluate(() => window.__bench.fromStart ?? null);
  if (at === null) throw new Error('installProbe was not given a probe to watch from start');
  return at;
}

const defaultTimeout = 30_000;

export function clickAndTime(
  page: Page,
  target: ClickTarget,
  probe: Probe,
  timeoutMs = defaultTimeout,
): Promise<number> {
  return page.evaluate(([c, p, t]) => window.__bench.clickAndTime(c, p, t), [
    target,
    probe,
    timeoutMs,
  ] as const);
}

/** ms from one click until each probe is satisfied (all watched from the click on). */
export function clickAndTimeEach(
  page: Page,
  target: ClickTarget,
  probes: Probe[],
  timeoutMs = defaultTimeout,
): Promise<number[]> {
  return page.evaluate(([c, p, t]) => window.__bench.clickAndTimeEach(c, p, t), [
    target,
    probes,
    timeoutMs,
  ] as const);
}

/** Resolves (with the page's performance.now()) once the probe is satisfied. */
export function waitForProbe(page: Page, probe: Probe, timeoutMs = defaultTimeout) {
  return page.evaluate(([p, t]) => window.__bench.waitFor(p, t), [probe, timeoutMs] as const);
}

/** ms from the browser's Back until the probe is satisfied. */
export function backAndTime(page: Page, probe: Probe, timeoutMs = defaultTimeout) {
  return page.evaluate(([p, t]) => window.__bench.backAndTime(p, t), [probe, timeoutMs] as const);
}

/** Types `term` into the box labelled `label`, `gapMs` between keys; ms from the last key. */
export function typeAndTime(
  page: Page,
  box: { label: string; term: string; gapMs: number },
  probe: Probe,
  timeoutMs = defaultTimeout,
) {
  return page.evaluate(([b, p, t]) => window.__bench.typeAndTime(b.label, b.term, b.gapMs, p, t), [
    box,
    probe,
    timeoutMs,
  ] as const);
}
