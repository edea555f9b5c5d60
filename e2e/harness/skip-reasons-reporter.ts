import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, why tests were skipped (the list reporter shows only that they were):
 * against a deployment that is the @local-stack tests and the suites whose accounts are missing.
 */
export default class SkipReasonsReporter implements Reporter {
  private readonly byReason = new Map<string, string[]>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason =
      test.annotations.find((annotation) => annotation.type === 'skip')?.description ??
      'no reason given';
    const titles = this.byReason.get(reason) ?? [];
    titles.push(test.titlePath().slice(2).join(' › '));
    this.byReason.set(reason, titles);
  }

  onEnd(_result: FullResult): void {
    for (const [reason, titles] of this.byReason) {
      console.log(`\n  Skipped ${titles.length}: ${reason}`);
      for (const title of titles) console.log(`    - ${title}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
