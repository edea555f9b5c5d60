import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { forPerson, parseAreaList } from '../federation/area-list';
import { areaRelease, releaseVersionPlugin } from './area-release';

const entry = (extra: Record<string, unknown> = {}) => ({
  manifest: 'http://localhost:3004/mf-manifest.json',
  path: '/coupons',
  nav: { label: 'Coupons', order: 4 },
  ...extra,
});

let versions: Map<string, string>;
beforeEach(() => {
  versions = new Map();
});
const buildVersion = (remote: string) => versions.get(remote);

/** What the runtime hands the plugin once it read a remote's manifest. */
function manifestRead(name: string, version: string) {
  const remember = (remote: string, read: string) => versions.set(remote, read);
  const hook = releaseVersionPlugin(remember).loadRemoteSnapshot as (args: unknown) => unknown;
  hook({
    moduleInfo: { name },
    manifestJson: { metaData: { buildInfo: { buildVersion: version } } },
  });
}

describe('areaRelease', () => {
  it('takes the version remotes.json gives, over the manifest’s', () => {
    const [area] = parseAreaList({ remote_coupons: entry({ version: '2026.11.3' }) }).areas;
    manifestRead('remote_coupons', '1.0.0');
    expect(areaRelease(area!, buildVersion)).toEqual({ release: '2026.11.3', canary: false });
  });

  it('tells the canary’s version, and that it is one, to the staff the canary went to', () => {
    const list = parseAreaList({
      remote_coupons: entry({
        version: '1.0.0',
        canary: {
          manifest: 'http://localhost:3104/mf-manifest.json',
          percent: 99,
          version: '1.1.0',
        },
      }),
    });
    const [mine] = forPerson(list, 'ADM-1').areas;
    expect(areaRelease(mine!, buildVersion)).toEqual({ release: '1.1.0', canary: true });
  });

  it('falls back to the build version the manifest reported, then to "unknown"', () => {
    expect(areaRelease({ remote: 'remote_nowhere' }, buildVersion)).toEqual({
      release: 'unknown',
      canary: false,
    });
    manifestRead('remote_members', '1.7.2');
    expect(areaRelease({ remote: 'remote_members' }, buildVersion).release).toBe('1.7.2');
  });

  it('is a runtime plugin that passes the snapshot on untouched', () => {
    const plugin: ModuleFederationRuntimePlugin = releaseVersionPlugin(() => undefined);
    const args = { moduleInfo: { name: 'remote_x' }, manifestJson: {} };
    expect((plugin.loadRemoteSnapshot as (a: unknown) => unknown)(args)).toBe(args);
  });
});
