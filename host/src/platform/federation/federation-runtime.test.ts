import { init, registerRemotes } from '@module-federation/runtime-tools/runtime';
import { createAreaRuntime, switchToCurrentRelease } from './federation-runtime';

// The page's one federation runtime, which an area runtime starts and registers remotes with.
vi.mock('@module-federation/runtime-tools/runtime', () => ({
  init: vi.fn(),
  registerRemotes: vi.fn(),
}));
// The build records the shared packages' versions; a test has none to record.
vi.mock('./shared-scope', () => ({ sharedScope: () => ({}) }));

const manifest = 'http://localhost:3001/mf-manifest.json';
const submissionsEntry = {
  manifest,
  path: '/submissions',
  nav: { label: 'Submissions', order: 10 },
};
/** A runtime whose early read of /remotes.json answers `body` (and how often it was read). */
function runtimeReading(body: unknown) {
  const fetchList = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body))));
  return { runtime: createAreaRuntime(fetchList), fetchList };
}

describe('createAreaRuntime', () => {
  afterEach(() => {
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('starts once, registering each remote with the manifest the list names', async () => {
    const { runtime, fetchList } = runtimeReading({ remote_submissions: submissionsEntry });

    await Promise.all([runtime.ready(), runtime.ready()]);

    expect(init).toHaveBeenCalledTimes(1);
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_submissions', entry: manifest }],
      { force: false },
    );
    expect(runtime.registeredManifest('remote_submissions')).toBe(manifest);
    runtime.dispose();
  });

  it('starts with the list the sign-in form already asked for, without asking again', async () => {
    const sent = Promise.resolve(
      new Response(JSON.stringify({ remote_submissions: submissionsEntry })),
    );
    const fetchList = vi.fn<typeof fetch>();
    const runtime = createAreaRuntime(fetchList, undefined, {
      areaList: () => sent,
      manifest: () => undefined,
    });

    await runtime.ready();

    expect(fetchList).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_submissions', entry: manifest }],
      { force: false },
    );
  });

  it('keeps its registrations to itself', async () => {
    const one = runtimeReading({ remote_submissions: submissionsEntry }).runtime;
    const other = runtimeReading({}).runtime;

    await one.ready();
    await other.ready();

    expect(one.registeredManifest('remote_submissions')).toBe(manifest);
    expect(other.registeredManifest('remote_submissions')).toBeUndefined();
    one.dispose();
    other.dispose();
  });

  it('forgets its start-up, its registrations and its list once disposed', async () => {
    const { runtime, fetchList } = runtimeReading({ remote_submissions: submissionsEntry });
    await runtime.ready();

    runtime.dispose();

    expect(runtime.registeredManifest('remote_submissions')).toBeUndefined();
    await runtime.ready();
    expect(init).toHaveBeenCalledTimes(2);
    expect(fetchList).toHaveBeenCalledTimes(2);
    runtime.dispose();
  });

  it('switches a remote to the build /remotes.json now names, in the runtime it is given', async () => {
    const { runtime } = runtimeReading({ remote_submissions: submissionsEntry });
    const released = 'http://localhost:3001/builds/2/mf-manifest.json';
    await runtime.ready();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ remote_submissions: { ...submissionsEntry, manifest: released } }),
          ),
        ),
      ),
    );

    await expect(switchToCurrentRelease('remote_submissions', runtime)).resolves.toBe(true);

    expect(runtime.registeredManifest('remote_submissions')).toBe(released);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_submissions', entry: released }],
      { force: true },
    );
    await expect(switchToCurrentRelease('remote_submissions', runtime)).resolves.toBe(false);
    runtime.dispose();
  });
});
