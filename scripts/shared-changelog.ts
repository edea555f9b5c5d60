import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * shared/CHANGELOG.md's rule, checked: the version in shared/package.json has its section, and
 * every change that reached this branch after the commit that last set that version and that
 * changes shared/src (tests aside) also changes shared/CHANGELOG.md, so what is in the package is
 * in the section of the version it ships in (an addition under the newest section, or a new
 * version). A change is a commit on the branch's first-parent line; a merge counts as one change,
 * the whole merged branch against the branch it joined, so a branch may write its changelog
 * bullet in a later commit than its code.
 *
 * Not counted: tests and `shared/src/testing/` (the component tests' fake api, which no build
 * imports); a commit whose message has the trailer `Shared-API: unchanged` (the changelog's own
 * rule: moving code inside an entry needs no bump); and the changes listed in KNOWN_UNRECORDED.
 */

/** Changes that needed no changelog line but carry no trailer (a merge's message), each with why. */
const KNOWN_UNRECORDED: Record<string, string> = {
  '81b0a2bb35': 'removed a row of the contract that a merge had doubled; the API is unchanged',
  '5be55074d7':
    "the host's folder move changed one path inside a comment of shared/src/session/runtime-config.ts",
  '69e721d6a3': 'merged the security branch, whose additions a later commit wrote under 3.0.0',
  c65a4e1dc9:
    "merged the role dashboards' branch, whose additions a later commit wrote under 3.0.0",
};

export interface Commit {
  hash: string;
  subject: string;
  /** The value of the commit message's `Shared-API:` trailer, if any. */
  sharedApi?: string;
  files: readonly string[];
}

const CHANGELOG = 'shared/CHANGELOG.md';
const isSharedSource = (file: string) =>
  file.startsWith('shared/src/') &&
  !file.startsWith('shared/src/testing/') &&
  !/\.test\.tsx?$/.test(file);

/** One line per commit that changed shared's code without a word in its changelog. */
export function unrecordedChanges(commits: readonly Commit[]): string[] {
  return commits
    .filter(
      (commit) =>
        commit.files.some(isSharedSource) &&
        !commit.files.includes(CHANGELOG) &&
        commit.sharedApi !== 'unchanged' &&
        !(commit.hash.slice(0, 10) in KNOWN_UNRECORDED),
    )
    .map(
      (commit) =>
        `${commit.hash.slice(0, 10)} "${commit.subject.slice(0, 80)}" changes shared/src but not ${CHANGELOG}`,
    );
}

/** Whether the changelog has a `## <version>` section for the package's version. */
export function hasVersionSection(changelog: string, version: string): boolean {
  return changelog.split('\n').some((line) => line.trim() === `## ${version}`);
}

const LOG_FORMAT = '%x00%H%x09%(trailers:key=Shared-API,valueonly,separator=%x2C)%x09%s';

/** Parses `git log --format=<LOG_FORMAT> --name-only` output. */
export function parseLog(log: string): Commit[] {
  return log
    .split('\0')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => {
      const [head = '', ...files] = entry.split('\n');
      const [hash = '', sharedApi = '', ...subject] = head.split('\t');
      return {
        hash,
        subject: subject.join('\t'),
        ...(sharedApi.trim() ? { sharedApi: sharedApi.trim().toLowerCase() } : {}),
        files: files.filter((file) => file !== ''),
      };
    });
}

export type SharedHistory =
  { skipped: string } | { version: string; versionCommit: string; commits: Commit[] };

/** The commits since shared's last version bump, or why they cannot be known in this checkout. */
export function readSharedHistory(root: string): SharedHistory {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    git('rev-parse', '--git-dir');
  } catch {
    return { skipped: 'not a git checkout: the history of shared/ is not here to check' };
  }
  if (git('rev-parse', '--is-shallow-repository').trim() === 'true')
    return {
      skipped:
        'shallow clone: the commits since shared/package.json last changed its version may be ' +
        'missing, so they are not checked (run `git fetch --unshallow`, or clone with full history)',
    };
  const { version } = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as {
    version: string;
  };
  const versionCommit = git(
    'log',
    '-n1',
    '--format=%H',
    '-G"version"',
    '--',
    'shared/package.json',
  ).trim();
  const log = git(
    'log',
    '--first-parent',
    '--diff-merges=first-parent',
    `--format=${LOG_FORMAT}`,
    '--name-only',
    `${versionCommit}..HEAD`,
    '--',
    'shared',
  );
  return { version, versionCommit, commits: parseLog(log) };
}
