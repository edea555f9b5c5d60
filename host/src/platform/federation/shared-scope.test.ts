import { federationSingletons } from '@backoffice/shared';

const versions: Record<string, string> = {
  react: '19.0.0',
  'react-dom': '19.0.1',
  '@tanstack/react-query': '5.0.0',
  zustand: '5.0.0',
  'react-toastify': '11.0.0',
  'socket.io-client': '4.8.0',
  'react-hook-form': '7.62.0',
  '@hookform/resolvers': '5.2.0',
  '@backoffice/shared': '2.5.0',
};

// The build writes the installed versions in; the module reads them when it loads.
async function loadSharedScope() {
  vi.stubEnv('MF_SHARED_VERSIONS', JSON.stringify(versions));
  vi.resetModules();
  return import('./shared-scope');
}

afterEach(() => vi.unstubAllEnvs());

describe('the shared scope the host provides', () => {
  it('provides every declared singleton, at the version of its declared package', async () => {
    const scope = (await loadSharedScope()).sharedScope();

    expect(Object.keys(scope).sort()).toEqual(Object.keys(federationSingletons).sort());
    for (const [key, singleton] of Object.entries(federationSingletons)) {
      expect(scope[key]?.version, key).toBe(versions[singleton.package]);
      expect(scope[key]?.shareConfig.singleton, key).toBe(true);
    }
  });

  it('accepts a later compatible release of the workspace package, the exact one of a library', async () => {
    const scope = (await loadSharedScope()).sharedScope();

    expect(scope['@backoffice/shared/ui']?.shareConfig.requiredVersion).toBe('^2.5.0');
    expect(scope['react-dom/client']?.shareConfig.requiredVersion).toBe('19.0.1');
  });
});
