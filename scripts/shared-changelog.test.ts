import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  hasVersionSection,
  parseLog,
  readSharedHistory,
  unrecordedChanges,
  type Commit,
} from './shared-changelog.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('unrecordedChanges', () => {
  const commit = (hash: string, ...files: string[]): Commit => ({ hash, subject: hash, files });

  it('names a commit that changes shared/src without shared/CHANGELOG.md', () => {
    expect(
      unrecordedChanges([
        commit('aaa', 'shared/src/ui/button.tsx', 'shared/CHANGELOG.md'),
        commit('bbb', 'shared/src/ui/button.tsx', 'host/src/index.ts'),
        commit('ccc', 'shared/src/ui/button.test.tsx'),
        commit('ddd', 'shared/src/testing/fake-api.ts'),
        commit('eee', 'host/src/index.ts'),
      ]),
    ).toEqual(['bbb "bbb" changes shared/src but not shared/CHANGELOG.md']);
  });

  it('lets a commit that says `Shared-API: unchanged` move code without a line', () => {
    const move = { ...commit('fff', 'shared/src/ui/button.tsx'), sharedApi: 'unchanged' };
    expect(unrecordedChanges([move])).toEqual([]);
    expect(unrecordedChanges([{ ...move, sharedApi: 'added' }])).toHaveLength(1);
  });
});

describe('parseLog', () => {
  it('reads each commit with its Shared-API trailer and its files', () => {
    const log =
      '\0abc\t\tFirst\n\nshared/src/a.ts\nshared/CHANGELOG.md\n' +
      '\0def\tUnchanged\tSecond\n\nhost/x.ts\n';
    expect(parseLog(log)).toEqual([
      { hash: 'abc', subject: 'First', files: ['shared/src/a.ts', 'shared/CHANGELOG.md'] },
      { hash: 'def', subject: 'Second', sharedApi: 'unchanged', files: ['host/x.ts'] },
    ]);
  });
});

describe('@backoffice/shared in this repository', () => {
  const history = readSharedHistory(root);
  const changelog = readFileSync(path.join(root, 'shared/CHANGELOG.md'), 'utf8');

  it('has a changelog section for the version in shared/package.json', () => {
    const { version } = JSON.parse(
      readFileSync(path.join(root, 'shared/package.json'), 'utf8'),
    ) as { version: string };
    expect(hasVersionSection(changelog, version), `no "## ${version}" in shared/CHANGELOG.md`).toBe(
      true,
    );
  });

  it('records every change to shared/src since the last version bump in its changelog', (context) => {
    if ('skipped' in history) {
      console.warn(`shared changelog check skipped: ${history.skipped}`);
      context.skip(history.skipped);
      return;
    }
    expect(
      unrecordedChanges(history.commits),
      `changes to shared/src since ${history.versionCommit.slice(0, 10)} (version ${history.version}) ` +
        'without a line in shared/CHANGELOG.md: add the bullet under the newest section, or bump the version',
    ).toEqual([]);
  });
});
