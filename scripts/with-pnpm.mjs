#!/usr/bin/env node
// Runs a pnpm command on a machine that may only have Node and npm: finds (or fetches through
// npm) the pinned pnpm, installs the workspace when needed, then hands over to pnpm.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${pinned}`]];
}

function needsInstall() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  return statSync(join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(marker).mtimeMs;
}

const [pnpm, prefix] = pnpmCommand();
if (process.env.CI || needsInstall()) {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const status = run(pnpm, [...prefix, 'install', ...frozen]);
  if (status !== 0) process.exit(status);
}
process.exit(run(pnpm, [...prefix, ...process.argv.slice(2)]));
