import { areaForPath, fetchAreaList, parseAreaList } from './area-list';

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

const fundingList = {
  endpoint: 'fundingList',
  key: ['submissions', 'list'],
  query: { page: { search: 'page', default: 1, number: true } },
  staleTimeMs: 30000,
};

const entry = (path: string, label: string, order: number, extra: object = {}) => ({
  manifest: `http://localhost:3001${path}/mf-manifest.json`,
  path,
  nav: { label, order },
  ...extra,
});

describe('parseAreaList', () => {
  it('gives every area its manifest, mount path, nav label, badge and first request, in nav order', () => {
    const list = parseAreaList({
      remote_support: entry('/support', 'Support', 30, {
        nav: { label: 'Support', order: 30, badge: './NavBadge' },
      }),
      remote_submissions: entry('/submissions', 'Submissions', 10, { firstRequest: fundingList }),
      remote_reports: entry('/reports', 'Reports', 50),
    });
    expect(list.rejected).toEqual([]);
    expect(list.areas).toEqual([
      {
        remote: 'remote_submissions',
        manifest: 'http://localhost:3001/submissions/mf-manifest.json',
        path: '/submissions',
        title: 'Submissions',
        order: 10,
        firstRequest: fundingList,
      },
      {
        remote: 'remote_support',
        manifest: 'http://localhost:3001/support/mf-manifest.json',
        path: '/support',
        title: 'Support',
        order: 30,
        badge: './NavBadge',
      },
      {
        remote: 'remote_reports',
        manifest: 'http://localhost:3001/reports/mf-manifest.json',
        path: '/reports',
        title: 'Reports',
        order: 50,
      },
    ]);
  });

  it('leaves out a malformed entry or one claiming a taken or host path, keeping the others', () => {
    const list = parseAreaList({
      remote_coupons: entry('/coupons', 'Coupons', 40),
      remote_nopath: {
        manifest: 'http://localhost:3009/mf-manifest.json',
        nav: entry('/x', 'X', 1).nav,
      },
      remote_copy: entry('/coupons', 'Coupons again', 41),
      remote_settings: entry('/settings', 'Settings', 60),
      remote_deep: entry('/a/b', 'Deep', 70),
    });
    expect(list.areas.map((area) => area.remote)).toEqual(['remote_coupons']);
    expect(list.rejected).toEqual([
      {
        remote: 'remote_nopath',
        reason: 'path: Invalid input: expected string, received undefined',
      },
      { remote: 'remote_copy', reason: '/coupons is already remote_coupons’s' },
      { remote: 'remote_settings', reason: 'path: path is one of the host’s own pages' },
      { remote: 'remote_deep', reason: 'path: path must be one segment such as /reports' },
    ]);
  });

  it('ignores a first request that is not a GET endpoint of the contract, keeping the area', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = parseAreaList({
      remote_coupons: entry('/coupons', 'Coupons', 40, {
        firstRequest: { ...fundingList, endpoint: 'createCoupon' },
      }),
    });
    expect(list.areas[0]?.remote).toBe('remote_coupons');
    expect(list.areas[0]?.firstRequest).toBeUndefined();
  });

  it('refuses a file that is not a map of remote names to areas', () => {
    expect(() => parseAreaList([entry('/coupons', 'Coupons', 40)])).toThrow(
      '/remotes.json is not a map of remote names to areas',
    );
    expect(() => parseAreaList({ 'not a remote name': entry('/x', 'X', 1) })).toThrow(
      '/remotes.json is not a map of remote names to areas',
    );
  });
});

describe('fetchAreaList', () => {
  it('parses the answer to a read already sent instead of asking again', async () => {
    const fetchImpl = answer({});
    const sent = Promise.resolve(
      new Response(JSON.stringify({ remote_reports: entry('/reports', 'Reports', 50) })),
    );
    await expect(fetchAreaList(fetchImpl, sent)).resolves.toMatchObject({
      areas: [{ remote: 'remote_reports', path: '/reports' }],
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reads /remotes.json without the cache', async () => {
    const fetchImpl = answer({ remote_coupons: entry('/coupons', 'Coupons', 40) });
    await expect(fetchAreaList(fetchImpl)).resolves.toMatchObject({
      areas: [{ remote: 'remote_coupons', path: '/coupons' }],
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('rejects when the server has no remotes.json', async () => {
    await expect(fetchAreaList(answer({}, 404))).rejects.toThrow('answered 404');
  });

  it('says the server did not answer when the request itself fails', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchAreaList(fetchImpl)).rejects.toThrow(
      '/remotes.json did not answer (TypeError: Failed to fetch)',
    );
  });
});

describe('areaForPath', () => {
  it('finds the area of a mount path or a page under it, nothing elsewhere', () => {
    const { areas } = parseAreaList({
      remote_submissions: entry('/submissions', 'Submissions', 1),
    });
    expect(areaForPath(areas, '/submissions')?.remote).toBe('remote_submissions');
    expect(areaForPath(areas, '/submissions/ticket-details/FR-1')?.remote).toBe(
      'remote_submissions',
    );
    expect(areaForPath(areas, '/submissions-old')).toBeUndefined();
    expect(areaForPath(areas, '/dashboard')).toBeUndefined();
  });
});
