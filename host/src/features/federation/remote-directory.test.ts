import { fetchRemoteDirectory } from './remote-directory';

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('fetchRemoteDirectory', () => {
  it('keeps the known areas and their manifest URLs', async () => {
    const fetchImpl = answer({
      remote_support: 'http://localhost:3003/mf-manifest.json',
      remote_unknown: 'http://localhost:9999/mf-manifest.json',
    });
    await expect(fetchRemoteDirectory(fetchImpl)).resolves.toEqual({
      remote_support: 'http://localhost:3003/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('rejects a file that is not a name → URL map', async () => {
    await expect(fetchRemoteDirectory(answer({ remote_support: 42 }))).rejects.toThrow(
      '/remotes.json is not a map of remote names to URLs',
    );
  });

  it('rejects when the server has no remotes.json', async () => {
    await expect(fetchRemoteDirectory(answer({}, 404))).rejects.toThrow('answered 404');
  });
});
