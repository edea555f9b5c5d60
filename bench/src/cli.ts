import { parseArgs } from 'node:util';

export const suiteNames = [
  'build',
  'bundle',
  'serving',
  'load',
  'link',
  'code',
  'realtime',
  'chat-load',
  'api',
  'instances',
] as const;
export type SuiteName = (typeof suiteNames)[number];

export interface BenchOptions {
  suites: Set<SuiteName>;
  /** Runs per timed figure; the brief asks for medians of at least 10. */
  runs: number;
  /**
   * Cold runs per mode of the link suite (loopback and emulated, each a full journey): fewer by
   * default, as each is tens of seconds; `--link-runs 10` for the medians.
   */
  linkRuns: number;
  /** Measure the apps' existing dist/ (snapshotted) instead of a fresh, timed build. */
  useDist: boolean;
  /** Serve remote-coupons built without sharing React: the singleton check must fail. */
  unsharedReact: boolean;
  /** Write results/latest.json (off for the quick check inside npm test). */
  writeResults: boolean;
  /** Which misses fail the run: every budget, or only the structural ones (see Figure). */
  gate: 'all' | 'structure';
  /** The dashboard's real-user reporting (runtime-config `rum`), to measure what it costs. */
  rum: boolean;
}

const usage = `pnpm bench [--bundle-only]
  [--only build,bundle,serving,load,link,code,realtime,chat-load,api,instances]
  [--runs 10] [--link-runs 3] [--use-dist] [--unshared-react] [--gate all|structure] [--rum on|off]`;

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    // `pnpm bench -- --runs 20` passes the `--` through.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      'bundle-only': { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string', default: '10' },
      'link-runs': { type: 'string', default: '3' },
      'use-dist': { type: 'boolean', default: false },
      'unshared-react': { type: 'boolean', default: false },
      gate: { type: 'string', default: 'all' },
      rum: { type: 'string', default: 'on' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const requested = values['bundle-only']
    ? ['bundle']
    : (values.only?.split(',').map((name) => name.trim()) ?? [...suiteNames]);
  const unknown = requested.filter((name) => !suiteNames.includes(name as SuiteName));
  if (unknown.length) throw new Error(`Unknown suite ${unknown.join(', ')}. Usage: ${usage}`);
  const gate = values.gate;
  if (gate !== 'all' && gate !== 'structure') {
    throw new Error(`--gate is all or structure. Usage: ${usage}`);
  }
  if (values.rum !== 'on' && values.rum !== 'off') {
    throw new Error(`--rum is on or off. Usage: ${usage}`);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  const linkRuns = Number(values['link-runs']);
  if (!Number.isInteger(linkRuns) || linkRuns < 1) {
    throw new Error(`--link-runs must be a positive integer`);
  }
  return {
    suites: new Set(requested as SuiteName[]),
    runs,
    linkRuns,
    useDist: values['use-dist'] || values['bundle-only'],
    unsharedReact: values['unshared-react'],
    writeResults: !values['bundle-only'],
    gate,
    rum: values.rum === 'on',
  };
}
