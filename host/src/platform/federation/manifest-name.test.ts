import type * as runtimeTools from '@module-federation/runtime-tools/runtime';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime';
import { createAreaRuntime } from './federation-runtime';

vi.mock('@module-federation/runtime-tools/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof runtimeTools>()),
  init: vi.fn(),
}));
// The build records the shared packages' versions; a test has none to record.
vi.mock('./shared-scope', () => ({
  sharedScope: () => ({}),
  providedSharedVersion: () => '2.0.0',
}));

/** The page's runtime plugins, as an area runtime's start-up starts them. */
async function runtimePlugins(): Promise<ModuleFederationRuntimePlugin[]> {
  const runtime = createAreaRuntime(vi.fn<typeof fetch>().mockRejectedValue(new Error('offline')));
  await runtime.ready();
  runtime.dispose();
  return vi.mocked(init).mock.calls[0]?.[0].plugins ?? [];
}

/** Runs every plugin's loadRemoteSnapshot hook on a manifest, as the runtime does after reading it. */
async function loadSnapshot(expected: string, builtAs: string) {
  const args = {
    moduleInfo: { name: expected, entry: 'http://localhost:3004/mf-manifest.json' },
    manifestUrl: 'http://localhost:3004/mf-manifest.json',
    manifestJson: { name: builtAs, shared: [] },
  } as never;
  for (const plugin of await runtimePlugins()) await plugin.loadRemoteSnapshot?.(args);
}

describe('a manifest built as another remote', () => {
  it('fails the area it was listed for, naming both remotes', async () => {
    await expect(loadSnapshot('remote_coupons', 'remote_members')).rejects.toThrow(
      'remote_coupons: http://localhost:3004/mf-manifest.json is the manifest of remote_members, not of remote_coupons',
    );
  });

  it('lets the area’s own manifest through', async () => {
    await expect(loadSnapshot('remote_coupons', 'remote_coupons')).resolves.toBeUndefined();
  });
});
