import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { watchDataShown } from './data-shown';

const frames = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('watchDataShown', () => {
  it('reports a visit once a query of its prefix has data and a reader mounted since it began', async () => {
    const client = new QueryClient();
    const reported: [string, number][] = [];
    const watch = watchDataShown(client.getQueryCache(), (pathname, ms) =>
      reported.push([pathname, ms]),
    );
    // Support's room list, read outside the page since before the visit (the nav badge).
    client.setQueryData(['support', 'rooms'], []);
    const badge = new QueryObserver(client, { queryKey: ['support', 'rooms'], enabled: false });
    const stopBadge = badge.subscribe(() => undefined);

    watch.visit({ pathname: '/support', prefixes: () => ['support'], start: performance.now() });
    await frames();
    expect(reported).toEqual([]);

    // Another area's data does not count either.
    client.setQueryData(['coupons', 'list'], []);
    const coupons = new QueryObserver(client, { queryKey: ['coupons', 'list'], enabled: false });
    const stopCoupons = coupons.subscribe(() => undefined);
    await frames();
    expect(reported).toEqual([]);

    // The page's own list mounts and reads the data.
    const page = new QueryObserver(client, { queryKey: ['support', 'rooms'], enabled: false });
    const stopPage = page.subscribe(() => undefined);
    await frames();
    expect(reported).toHaveLength(1);
    expect(reported[0]?.[0]).toBe('/support');
    expect(reported[0]?.[1]).toBeGreaterThan(0);

    // Reported once per visit.
    client.setQueryData(['support', 'rooms'], [{}]);
    await frames();
    expect(reported).toHaveLength(1);
    for (const stop of [stopBadge, stopCoupons, stopPage]) stop();
    watch.stop();
  });
});
