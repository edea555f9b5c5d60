import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { remoteApps } from '../../scripts/stack-layout.ts';
import {
  areas,
  expect,
  expectAreaLoaded,
  navName,
  remoteNames,
  localStack,
  test,
} from '../fixtures';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * What may appear on `window` besides the browser's own: the federation runtime's globals (with the
 * shared runtime core that remotes built with `externalRuntime` take from the host), each
 * container's global (named after the app) and the bundler's chunk-loading array per app, and
 * the markers react-router and zod leave. Anything else is a global the project put there.
 */
const expectedGlobals = [
  '__FEDERATION__',
  '__VMOK__',
  '__GLOBAL_LOADING_REMOTE_ENTRY__',
  '_FEDERATION_RUNTIME_CORE',
  '_FEDERATION_RUNTIME_CORE_FROM',
  'rspackChunkhost',
  ...remoteNames.flatMap((name) => [name, `rspackChunk${name}`]),
  '__reactRouterVersion',
  '__zod_globalConfig',
  '__zod_globalRegistry',
].sort();

/** The browser's own globals: a page of the same origin that runs no script of ours. */
async function browserGlobals(page: Page): Promise<Set<string>> {
  const blank = await page.context().newPage();
  await blank.goto('/runtime-config.json');
  const names = await blank.evaluate(() => Object.getOwnPropertyNames(window));
  await blank.close();
  return new Set(names);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test.describe('no test hooks in the production build', () => {
  test('signed in, in every area, the host page has no project globals on window', async ({
    adminPage: page,
  }) => {
    const browserOwn = await browserGlobals(page);
    const projectGlobals = async () =>
      (await page.evaluate(() => Object.getOwnPropertyNames(window)))
        .filter((name) => !browserOwn.has(name))
        .sort();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const area of areas) {
      await nav.getByRole('link', { name: navName(area.nav) }).click();
      await expectAreaLoaded(page, area);
      const seen = await projectGlobals();
      expect(seen.filter((name) => /backoffice/i.test(name))).toEqual([]);
      // Each area adds its container; by the last one, every app's globals are there.
      expect(
        seen.every((name) => expectedGlobals.includes(name)),
        seen.join(', '),
      ).toBe(true);
    }
    expect(await projectGlobals()).toEqual(expectedGlobals);
  });

  test('no built file of the host or a remote mentions __backoffice', localStack, async () => {
    const dirs = ['host', ...remoteApps.map((app) => app.dir)].map((dir) =>
      join(rootDir, dir, 'dist'),
    );
    const offenders: string[] = [];
    let scanned = 0;
    for (const dir of dirs) {
      for (const file of await filesUnder(dir)) {
        scanned += 1;
        if ((await readFile(file, 'latin1')).includes('__backoffice')) offenders.push(file);
      }
    }
    // The builds exist (the stack serves them), so an empty scan would be a broken test.
    expect(scanned).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
