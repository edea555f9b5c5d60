import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaFiles } from './areas/area-files.ts';
import {
  addAreaPath,
  addToStackLayout,
  addTsconfigReference,
  removeAreaPath,
  removeFromStackLayout,
  removeTsconfigReference,
} from './areas/register.ts';
import { AREA_PATHS, repoFile, ROOT_TSCONFIG, STACK_LAYOUT } from './areas/repo.ts';
import { remoteApps } from './stack-layout.ts';

const read = (path: string) => readFileSync(repoFile(path), 'utf8');

/** The workspace's package folders (pnpm-workspace.yaml; a `*` matches one folder name). */
function workspaceFolders(): string[] {
  const patterns = [...read('pnpm-workspace.yaml').matchAll(/^\s*-\s*(\S+)\s*$/gm)].map(
    (match) => match[1]!,
  );
  return patterns.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const [prefix] = pattern.split('*');
    return readdirSync(repoFile('.'))
      .filter((dir) => dir.startsWith(prefix!) && existsSync(repoFile(join(dir, 'package.json'))))
      .sort();
  });
}

const remoteFolders = () => workspaceFolders().filter((dir) => dir.startsWith('remote-'));

describe('the lists derived from the workspace and scripts/stack-layout.ts', () => {
  it('has every remote folder of the workspace in stack-layout, and nothing else', () => {
    expect(remoteApps.map((app) => app.dir).sort()).toEqual(remoteFolders());
  });

  it('puts the host and every remote inside the lint layers', async () => {
    // By a computed path: the config is plain JavaScript, outside this TypeScript project.
    const { APPS } = (await import(repoFile('eslint.config.js'))) as { APPS: string[] };
    expect(APPS).toEqual(['host', ...remoteFolders()]);
    // Loading the config loads every lint plugin: seconds on a busy machine.
  }, 60_000);

  it('has every workspace package with a tsconfig in the root references, so tsc -b checks it', () => {
    const references = (JSON.parse(read(ROOT_TSCONFIG)) as { references: { path: string }[] })
      .references;
    const referenced = new Set(references.map((reference) => reference.path.replace(/^\.\//, '')));
    const withTsconfig = workspaceFolders().filter((dir) =>
      existsSync(repoFile(`${dir}/tsconfig.json`)),
    );
    expect(withTsconfig.filter((dir) => !referenced.has(dir))).toEqual([]);
  });

  it('declares each mount path once, in areaPaths', () => {
    const areaPaths = read(AREA_PATHS);
    for (const app of remoteApps) expect(areaPaths).toContain(`: '${app.nav.path}',`);
    expect(read(STACK_LAYOUT)).not.toMatch(/path: '\//);
  });
});

describe("pnpm new-area's registration", () => {
  // A name no area of the repository has; with a dash and a quote, as names and labels may have.
  const reports = { name: 'audit-reports', path: '/audit-reports', label: "Auditors' reports" };

  it('adds the area after the others, on the next port and nav place, and takes it out again', () => {
    const stackLayout = read(STACK_LAYOUT);
    const added = addToStackLayout(stackLayout, reports);
    const last = remoteApps.at(-1)!;
    expect(added).toContain(`name: 'remote_audit_reports',
    dir: 'remote-audit-reports',
    port: ${Math.max(...remoteApps.map((app) => app.port)) + 1},
    envKey: 'AUDIT_REPORTS',
    nav: { path: areaPaths.auditReports, label: 'Auditors\\' reports', order: ${last.nav.order + 10} },`);
    expect(() => addToStackLayout(added, reports)).toThrow('already has remote_audit_reports');
    expect(removeFromStackLayout(added, 'audit-reports')).toBe(stackLayout);
  });

  it("adds the mount path to areaPaths and the package to tsc -b's references, reversibly", () => {
    const areaPaths = read(AREA_PATHS);
    expect(addAreaPath(areaPaths, reports)).toContain(
      "\n  auditReports: '/audit-reports',\n} as const;",
    );
    expect(removeAreaPath(addAreaPath(areaPaths, reports), 'audit-reports')).toBe(areaPaths);
    expect(() => addAreaPath(areaPaths, { ...reports, name: 'coupons' })).toThrow(
      'areaPaths already has coupons',
    );

    const tsconfig = read(ROOT_TSCONFIG);
    const withReports = addTsconfigReference(tsconfig, 'audit-reports');
    const paths = (JSON.parse(withReports) as { references: { path: string }[] }).references.map(
      (reference) => reference.path,
    );
    expect(paths.indexOf('./remote-audit-reports')).toBe(
      paths.indexOf(`./${remoteApps.at(-1)!.dir}`) + 1,
    );
    expect(removeTsconfigReference(withReports, 'audit-reports')).toBe(tsconfig);
  });

  it("writes a remote of remote-coupons' shape: its federation config, dev shell, page and test", () => {
    const files = areaFiles(
      { name: 'reports', path: '/reports', label: 'Reports' },
      JSON.parse(read('remote-coupons/package.json')),
      {
        tsconfig: read('remote-coupons/tsconfig.json'),
        index: read('remote-coupons/src/index.ts'),
        cssModules: read('remote-coupons/src/css-modules.d.ts'),
      },
    );
    expect(Object.keys(files).sort()).toEqual([
      'remote-reports/package.json',
      'remote-reports/rspack.config.ts',
      'remote-reports/src/app.tsx',
      'remote-reports/src/bootstrap.tsx',
      'remote-reports/src/css-modules.d.ts',
      'remote-reports/src/features/reports-list/reports-page.test.tsx',
      'remote-reports/src/features/reports-list/reports-page.tsx',
      'remote-reports/src/features/reports-list/reports-queries.ts',
      'remote-reports/src/index.ts',
      'remote-reports/tsconfig.json',
      'remote-reports/vitest.config.ts',
    ]);
    // The one build preset every remote uses, inside this repository and out.
    expect(files['remote-reports/rspack.config.ts']).toContain("...inThisStack('remote_reports')");
    expect(files['remote-reports/rspack.config.ts']).toContain(
      "import { defineRemote } from '@backoffice/remote-kit'",
    );
    expect(JSON.parse(files['remote-reports/package.json']!).devDependencies).toEqual({
      '@backoffice/remote-kit': 'workspace:*',
    });
    expect(JSON.parse(files['remote-reports/package.json']!).dependencies.react).toBe(
      JSON.parse(read('remote-coupons/package.json')).dependencies.react,
    );
  });
});
