import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamFiles } from './areas/team-files.ts';

const read = (path: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', path), 'utf8')) as {
    devDependencies: Record<string, string>;
    dependencies: Record<string, string>;
  };
const versions = {
  ...read('package.json').devDependencies,
  ...read('shared/package.json').dependencies,
};
const kit = {
  shared: { version: '2.8.0', file: 'kit/backoffice-shared-2.8.0.tgz' },
  remoteKit: { version: '1.0.0', file: 'kit/backoffice-remote-kit-1.0.0.tgz' },
};
const files = teamFiles(
  { name: 'due-dates', path: '/due-dates', label: 'Due dates' },
  kit,
  versions,
);
const packageJson = JSON.parse(files['package.json']) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('pnpm team-kit', () => {
  it("writes a project of remote-coupons' shape with its list page, test and README", () => {
    expect(Object.keys(files).sort()).toEqual([
      '.gitignore',
      'README.md',
      'package.json',
      'rspack.config.js',
      'src/app.tsx',
      'src/bootstrap.tsx',
      'src/css-modules.d.ts',
      'src/features/due-dates-list/due-dates-page.test.tsx',
      'src/features/due-dates-list/due-dates-page.tsx',
      'src/features/due-dates-list/due-dates-queries.ts',
      'src/index.ts',
      'tsconfig.json',
      'vitest.config.js',
    ]);
    expect(files['rspack.config.js']).toContain("name: 'remote_due_dates'");
    expect(files['src/bootstrap.tsx']).toContain("basePath: '/due-dates'");
    expect(packageJson.scripts.release).toBe('backoffice-release remote_due_dates');
  });

  it('depends on the kit by its packed tarballs and on the rest by the versions the host uses', () => {
    expect(packageJson.dependencies['@backoffice/shared']).toBe(`file:${kit.shared.file}`);
    expect(packageJson.devDependencies['@backoffice/remote-kit']).toBe(
      `file:${kit.remoteKit.file}`,
    );
    expect(packageJson.dependencies.react).toBe(versions.react);
    expect(packageJson.devDependencies['@rspack/core']).toBe(versions['@rspack/core']);
    // Nothing reaches back into this workspace.
    expect(Object.values(files).join('\n')).not.toMatch(/workspace:|\.\.\/(shared|scripts|kit)\//);
  });
});
