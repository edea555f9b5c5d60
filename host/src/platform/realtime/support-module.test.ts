import type * as runtimeTools from '@module-federation/runtime-tools/runtime';
import { loadRemote } from '@module-federation/runtime-tools/runtime';
import { createSupportModules } from './support-module';

vi.mock('@module-federation/runtime-tools/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof runtimeTools>()),
  loadRemote: vi.fn(),
}));

const SignedInSupport = () => null;
const started = { ready: () => Promise.resolve() };

describe('createSupportModules', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockResolvedValue({ default: SignedInSupport });
  });
  afterEach(() => vi.clearAllMocks());

  it('loads a module once, after the area runtime has started', async () => {
    const ready = vi.fn(() => Promise.resolve());
    const modules = createSupportModules({ ready });

    const [first, second] = await Promise.all([
      modules.load('SignedInSupport'),
      modules.load('SignedInSupport'),
    ]);

    expect(first).toBe(SignedInSupport);
    expect(second).toBe(SignedInSupport);
    expect(ready).toHaveBeenCalled();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('remote_support/SignedInSupport');
    modules.dispose();
  });

  it('tries a failed load again at the next', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('remote_support is down'));
    const modules = createSupportModules(started);

    await expect(modules.load('SignedInSupport')).rejects.toThrow('remote_support is down');

    await expect(modules.load('SignedInSupport')).resolves.toBe(SignedInSupport);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    modules.dispose();
  });

  it('loads again once disposed, and shares no load with another instance', async () => {
    const modules = createSupportModules(started);
    const other = createSupportModules(started);
    await modules.load('SignedInSupport');

    await other.load('SignedInSupport');
    modules.dispose();
    await modules.load('SignedInSupport');

    expect(loadRemote).toHaveBeenCalledTimes(3);
    modules.dispose();
    other.dispose();
  });
});
