import { endpoints } from '@backoffice/shared/contract';
import { DEMO_ADMIN, signinAs } from '@backoffice/api/testing';
import { postgresForSuite, startPostgres } from '../../../api/test/postgres/server.ts';
import type { Figure } from '../report/figures.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { loadGet, type LoadResult } from './http-load.ts';

const connections = 20;
const sliceMs = 1000;
/** Rounds per mode at most: three modes × every list make a long suite on a shared machine. */
const MAX_ROUNDS = 3;
const pageCount = 16;
/** Every two-letter search: with pages and sorts, thousands of answers, more than the cache holds. */
const twoLetters = Array.from({ length: 26 * 26 }, (_, index) =>
  String.fromCharCode(97 + Math.floor(index / 26), 97 + (index % 26)),
);

/** The read cache's budget, against the process's own HTTP floor (an unknown path's 404). */
const CACHED_MIN_RATIO = 0.2;
/** Lists no cache can serve. */
const UNCACHED_MIN_PER_SECOND = 1000;
const P99_MAX_MS = 50;

interface Target {
  name: string;
  /** `cached`: the same few pages again and again; `uncached`: a page the cache cannot hold. */
  kind: 'floor' | 'cached' | 'uncached';
  /** Paths with their queries; every instance of the mode is asked each in turn. */
  paths: string[];
  expectStatus: number;
}

const pages = (path: string, count = pageCount) =>
  Array.from({ length: count }, (_, index) => `${path}?page=${index + 1}&limit=20`);

/** Each two-letter search in each of `sorts`: a different first page every time. */
const searches = (path: string, sorts: readonly string[]) =>
  twoLetters.flatMap((term) => sorts.map((sort) => `${path}?search=${term}&sort=${sort}&limit=20`));

/**
 * Every list the dashboard reads. Each keeps its answers (the read cache): measured on the same
 * few pages again and again, and, where a list has a search, on searches the cache cannot hold.
 * The staff list, the support rooms and the saved views have one answer per caller (the rooms'
 * due state is worked out from the kept rooms on each request), so only the first applies.
 */
const TARGETS: Target[] = [
  { name: 'unknown path (404)', kind: 'floor', paths: ['/no-such-route'], expectStatus: 404 },
  {
    name: 'funding list',
    kind: 'cached',
    paths: pages(endpoints.fundingList.path),
    expectStatus: 200,
  },
  {
    name: 'funding list',
    kind: 'uncached',
    paths: searches(endpoints.fundingList.path, ['-createdAt', 'amountRequested', 'dueAt']),
    expectStatus: 200,
  },
  {
    name: 'members list',
    kind: 'cached',
    paths: pages(endpoints.memberList.path),
    expectStatus: 200,
  },
  {
    name: 'members list',
    kind: 'uncached',
    paths: searches(endpoints.memberList.path, ['-joinedAt', 'fullName', '-lastActiveAt']),
    expectStatus: 200,
  },
  {
    name: 'coupons list',
    kind: 'cached',
    paths: pages(endpoints.couponList.path, 4),
    expectStatus: 200,
  },
  {
    name: 'coupons list',
    kind: 'uncached',
    paths: searches(endpoints.couponList.path, ['-createdAt', 'code', 'expiresAt']),
    expectStatus: 200,
  },
  {
    name: 'staff list',
    kind: 'cached',
    paths: [endpoints.staffList.path],
    expectStatus: 200,
  },
  {
    name: 'audit trail',
    kind: 'cached',
    paths: pages(endpoints.auditTrail.path, 4),
    expectStatus: 200,
  },
  {
    name: 'notifications',
    kind: 'cached',
    paths: pages(endpoints.notifications.path, 2),
    expectStatus: 200,
  },
  {
    name: 'notifications',
    kind: 'uncached',
    paths: searches(endpoints.notifications.path, ['-createdAt', 'createdAt']),
    expectStatus: 200,
  },
  {
    name: 'support rooms',
    kind: 'cached',
    paths: [endpoints.rooms.path, `${endpoints.rooms.path}?sort=dueAt`],
    expectStatus: 200,
  },
  {
    name: 'saved views',
    kind: 'cached',
    paths: [`${endpoints.savedViews.path}?list=submissions`],
    expectStatus: 200,
  },
];

interface Mode {
  name: string;
  start(): Promise<{ instances: ApiProcess[]; stop(): Promise<void> }>;
}

/**
 * The api's reads per endpoint, at 20 keep-alive connections, beside the process's own HTTP
 * floor, in three set-ups: embedded (PGlite, `npm start`'s), one instance on PostgreSQL, and two
 * instances on one PostgreSQL (requests alternate between them, as behind a load balancer). Each
 * round loads every target for `sliceMs`, back to back, so they share the machine's load of that
 * moment; cached figures are per-round ratios to the 404's req/s, uncached ones absolute.
 */
export async function runApiReadBench(runs: number): Promise<Figure[]> {
  const rounds = Math.min(runs, MAX_ROUNDS);
  const found = await postgresForSuite();
  const modes: Mode[] = [
    {
      name: 'embedded',
      async start() {
        const api = await startApiProcess();
        return { instances: [api], stop: () => api.close() };
      },
    },
  ];
  if (found) {
    for (const count of [1, 2]) {
      modes.push({
        name: `PostgreSQL × ${count}`,
        async start() {
          const server = await startPostgres(found.binDir);
          const env = {
            DATABASE_URL: await server.createDatabase('bench'),
            JWT_SECRET: 'bench-secret',
          };
          const instances: ApiProcess[] = [];
          try {
            // One after the other: the first migrates and seeds.
            for (let index = 0; index < count; index += 1) {
              instances.push(await startApiProcess({ env }));
            }
          } catch (error) {
            await Promise.all(instances.map((api) => api.close()));
            await server.stop();
            throw error;
          }
          return {
            instances,
            async stop() {
              await Promise.all(instances.map((api) => api.close()));
              await server.stop();
            },
          };
        },
      });
    }
  }
  const figures: Figure[] = [];
  for (const mode of modes) figures.push(...(await benchMode(mode, rounds)));
  if (!found) {
    figures.push({
      group: 'api reads',
      name: 'PostgreSQL modes',
      unit: 'count',
      samples: [],
      note: 'PostgreSQL is not installed here: only the embedded figures were measured',
    });
  }
  return figures;
}

async function benchMode(mode: Mode, rounds: number): Promise<Figure[]> {
  const { instances, stop } = await mode.start();
  try {
    const admin = await signinAs(instances[0]!.url, DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
    const headers = { authorization: `Bearer ${admin.access_token}` };
    const run = (target: Target, durationMs: number) =>
      loadGet({
        urls: target.paths.flatMap((path) => instances.map((api) => `${api.url}${path}`)),
        headers,
        connections,
        durationMs,
        expectStatus: target.expectStatus,
      });
    // Warm-up: JIT, the database's first plans.
    for (const target of TARGETS) await run(target, 500);
    const results: LoadResult[][] = TARGETS.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, target] of TARGETS.entries()) {
        results[index]!.push(await run(target, sliceMs));
      }
    }
    return figuresOf(`api reads, ${mode.name} (20 connections)`, results);
  } finally {
    await stop();
  }
}

function figuresOf(group: string, results: LoadResult[][]): Figure[] {
  const [floor, ...lists] = results as [LoadResult[], ...LoadResult[][]];
  const unexpected = results.flat().reduce((sum, result) => sum + result.unexpected, 0);
  const figures: Figure[] = [
    {
      group,
      name: `${TARGETS[0]!.name} req/s`,
      unit: 'count',
      samples: floor.map((result) => result.perSecond),
      note: `the 404 answers ${Math.round(median(floor.map((result) => result.perSecond)))} req/s (median of rounds); p99 ${median(floor.map((result) => result.p99Ms)).toFixed(1)} ms`,
    },
  ];
  lists.forEach((samples, index) => {
    const { name, kind } = TARGETS[index + 1]!;
    const label = `${name} ${kind}`;
    const perSecond = Math.round(median(samples.map((result) => result.perSecond)));
    const p50 = median(samples.map((result) => result.p50Ms)).toFixed(1);
    figures.push(
      kind === 'cached'
        ? {
            group,
            name: `${label} req/s ÷ the 404's`,
            unit: 'ratio',
            samples: samples.map((result, round) => result.perSecond / floor[round]!.perSecond),
            budget: { min: CACHED_MIN_RATIO, label: `≥ ${CACHED_MIN_RATIO}× the 404` },
            note: `${label}: ${perSecond} req/s (median of rounds), p50 ${p50} ms`,
          }
        : {
            group,
            name: `${label} req/s`,
            unit: 'count',
            samples: samples.map((result) => result.perSecond),
            budget: { min: UNCACHED_MIN_PER_SECOND, label: `≥ ${UNCACHED_MIN_PER_SECOND} req/s` },
            note: `${label}: p50 ${p50} ms`,
          },
      {
        group,
        name: `${label} p99`,
        unit: 'ms',
        samples: samples.map((result) => result.p99Ms),
        budget: { max: P99_MAX_MS, label: `≤ ${P99_MAX_MS} ms` },
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
