import { createAreaListRequest } from './area-list-request';

const answering = () =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"remote_reports":{}}')));

describe('createAreaListRequest', () => {
  it('reads /remotes.json once, however often it is started', async () => {
    const fetchList = answering();
    const request = createAreaListRequest(fetchList);

    const [first, second] = await Promise.all([request.start(), request.start()]);

    expect(first).toEqual({ remote_reports: {} });
    expect(second).toBe(first);
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(fetchList).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    request.dispose();
  });

  it('reads the list again once disposed', async () => {
    const fetchList = answering();
    const request = createAreaListRequest(fetchList);
    await request.start();

    request.dispose();
    await request.start();

    expect(fetchList).toHaveBeenCalledTimes(2);
    request.dispose();
  });

  it('shares no read with another request', async () => {
    const fetchOne = answering();
    const fetchOther = answering();
    const one = createAreaListRequest(fetchOne);
    const other = createAreaListRequest(fetchOther);

    await one.start();
    await other.start();

    expect(fetchOne).toHaveBeenCalledTimes(1);
    expect(fetchOther).toHaveBeenCalledTimes(1);
    one.dispose();
    other.dispose();
  });

  it('keeps a failed read for its reader, without an unhandled rejection', async () => {
    const request = createAreaListRequest(
      vi.fn<typeof fetch>().mockRejectedValue(new Error('offline')),
    );

    const read = request.start();

    await expect(read).rejects.toThrow('/remotes.json did not answer (Error: offline)');
    request.dispose();
  });
});
