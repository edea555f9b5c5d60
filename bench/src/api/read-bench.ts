import { DEMO_ADMIN, signinAs } from '@backoffice/api/testing';
import type { Figure } from '../report/figures.ts';
import { startApiProcess } from './api-process.ts';
import { loadGet, type LoadResult } from './http-load.ts';

const connections = 20;
const sliceMs = 1500;
const pageCount = 16;
const searchTerms = ['an', 'el', 'ar', 'son', 'li', '555'];

interface Target {
  name: string;
  urls: string[];
  expectStatus: number;
  /** What this route measured before issue 23's fixes, printed beside today's figure. */
  before?: string;
}

/**
 * Recorded with this bench on 2026-11-23 before the fixes (two queries per list, no read cache),
 * on a loaded machine; the issue's own figure on an idle one was 0.03× (bench/history.md).
 */
const beforeFixes = {
  fundingList: 'before the fixes: 0.09× (46 req/s), p99 1.85 s',
  membersSearch: 'before the fixes: 0.09× (45 req/s), p99 1.06 s',
};

/**
 * Issue 23 item 5. One api process (`src/main.ts`, PGlite, fresh seed: 320 funding requests),
 * 20 keep-alive connections. Each round loads the cheapest route (an unknown path's 404), the
 * funding list (pages of 20, every page in turn) and the members search (several terms) for
 * `sliceMs` each, back to back, so the three share the machine's load of that moment; the
 * figures are per-round ratios to the 404's req/s and the lists' p99.
 */
export async function runApiReadBench(rounds: number): Promise<Figure[]> {
  const api = await startApiProcess();
  try {
    const admin = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
    const headers = { authorization: `Bearer ${admin.access_token}` };
    const targets: Target[] = [
      { name: 'unknown path (404)', urls: [`${api.url}/no-such-route`], expectStatus: 404 },
      {
        name: 'funding list',
        urls: Array.from(
          { length: pageCount },
          (_, index) =>
            `${api.url}/funding-requests/dashboard/funding/list?page=${index + 1}&limit=20`,
        ),
        expectStatus: 200,
        before: beforeFixes.fundingList,
      },
      {
        name: 'members search',
        urls: searchTerms.map(
          (term) => `${api.url}/user/admin/members?search=${encodeURIComponent(term)}&limit=20`,
        ),
        expectStatus: 200,
        before: beforeFixes.membersSearch,
      },
    ];
    const run = (target: Target, durationMs: number) =>
      loadGet({
        urls: target.urls,
        headers,
        connections,
        durationMs,
        expectStatus: target.expectStatus,
      });

    for (const target of targets) await run(target, 1000); // warm-up: JIT, PGlite's first plans
    const results: LoadResult[][] = targets.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, target] of targets.entries())
        results[index]!.push(await run(target, sliceMs));
    }
    return figuresOf(targets, results);
  } finally {
    await api.close();
  }
}

function figuresOf(targets: Target[], results: LoadResult[][]): Figure[] {
  const group = 'api reads (20 connections)';
  const [floor, ...lists] = results as [LoadResult[], ...LoadResult[][]];
  const unexpected = results.flat().reduce((sum, result) => sum + result.unexpected, 0);
  const figures: Figure[] = [
    {
      group,
      name: `${targets[0]!.name} req/s`,
      unit: 'count',
      samples: floor.map((result) => result.perSecond),
      note: `${Math.round(floor.reduce((sum, result) => sum + result.perSecond, 0) / floor.length)} req/s on average; p99 ${median(floor.map((result) => result.p99Ms)).toFixed(1)} ms`,
    },
  ];
  lists.forEach((samples, index) => {
    const { name, before } = targets[index + 1]!;
    figures.push(
      {
        group,
        name: `${name} req/s ÷ the 404's`,
        unit: 'ratio',
        samples: samples.map((result, round) => result.perSecond / floor[round]!.perSecond),
        budget: { min: 0.2, label: '≥ 0.2× the 404' },
        note: `${name}: ${Math.round(median(samples.map((result) => result.perSecond)))} req/s (median of rounds), p50 ${median(samples.map((result) => result.p50Ms)).toFixed(1)} ms${before ? `; ${before}` : ''}`,
      },
      {
        group,
        name: `${name} p99`,
        unit: 'ms',
        samples: samples.map((result) => result.p99Ms),
        budget: { max: 50, label: '≤ 50 ms' },
      },
    );
  });
  figures.push({
    group,
    name: 'answers with an unexpected status',
    unit: 'count',
    samples: [unexpected],
    budget: { max: 0, label: '0' },
    structural: true,
  });
  return figures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
