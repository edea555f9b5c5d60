import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';

const SHOWN = 20;

interface Timed {
  title: string;
  durationMs: number;
  longestWait?: { title: string; durationMs: number };
}

/** The longest leaf step: an expect that waited, a click, a navigation, a fixture's set-up. */
function longestLeaf(steps: readonly TestStep[]): TestStep | undefined {
  let longest: TestStep | undefined;
  for (const step of steps) {
    const candidate = step.steps.length ? longestLeaf(step.steps) : step;
    if (candidate && (!longest || candidate.duration > longest.duration)) longest = candidate;
  }
  return longest;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints, after the run, the slowest tests and the longest wait inside each, so a run on a slower
 * machine says where its time went without a trace to open.
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly timed: Timed[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const wait = longestLeaf(result.steps);
    this.timed.push({
      title: `${test.location.file.split('/').pop()} › ${test.titlePath().slice(3).join(' › ')}`,
      durationMs: result.duration,
      ...(wait && { longestWait: { title: wait.title, durationMs: wait.duration } }),
    });
  }

  onEnd(_result: FullResult): void {
    if (!this.timed.length) return;
    const total = this.timed.reduce((sum, test) => sum + test.durationMs, 0);
    const slowest = [...this.timed].sort((a, b) => b.durationMs - a.durationMs).slice(0, SHOWN);
    console.log(
      `\n  The ${slowest.length} slowest of ${this.timed.length} tests (${seconds(total)} of test time in all):`,
    );
    for (const test of slowest) {
      const wait = test.longestWait
        ? ` (longest step ${seconds(test.longestWait.durationMs)}: ${test.longestWait.title.slice(0, 70)})`
        : '';
      console.log(`    ${seconds(test.durationMs).padStart(7)}  ${test.title}${wait}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
