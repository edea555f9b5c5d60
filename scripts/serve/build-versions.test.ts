import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestBuildVersion, stackBuildVersions } from './build-versions.ts';

const manifest = (buildVersion: string) => ({
  metaData: { buildInfo: { buildVersion, buildName: 'x' } },
});

describe("the stack's own builds, as the api's ENVIRONMENT_RELEASES", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'build-versions-'));
    await mkdir(join(root, 'host'), { recursive: true });
    await writeFile(join(root, 'host', 'package.json'), JSON.stringify({ version: '3.1.0' }));
    for (const [dir, version] of [
      ['remote-support', '1.4.0'],
      ['remote-coupons', '2.0.0'],
    ] as const) {
      await mkdir(join(root, dir, 'dist'), { recursive: true });
      await writeFile(
        join(root, dir, 'dist', 'mf-manifest.json'),
        JSON.stringify(manifest(version)),
      );
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("names the host's version and each built remote's manifest version", () => {
    expect(stackBuildVersions(root)).toEqual({
      host: '3.1.0',
      remote_support: '1.4.0',
      remote_coupons: '2.0.0',
    });
  });

  it('leaves out a remote the environment points elsewhere: that build is not this stack’s', () => {
    expect(
      stackBuildVersions(root, { REMOTE_SUPPORT_URL: 'https://cdn.example/mf-manifest.json' }),
    ).toEqual({ host: '3.1.0', remote_coupons: '2.0.0' });
  });

  it('reads a manifest’s build version, and nothing from one without it', () => {
    expect(manifestBuildVersion(manifest('1.0.0'))).toBe('1.0.0');
    expect(manifestBuildVersion({ metaData: {} })).toBeUndefined();
    expect(manifestBuildVersion(null)).toBeUndefined();
  });
});
