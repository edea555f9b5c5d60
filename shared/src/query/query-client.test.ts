import { ApiError } from '../http/api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';
import { couponKeys, fundingKeys, memberKeys, notificationKeys, supportKeys } from './query-keys';

describe('createQueryClient', () => {
  it('uses the docs/spec.md §8 defaults', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(0);
    expect(queries?.retry).toBe(shouldRetryQuery);
  });

  it('retries once, and only failures a retry can fix', () => {
    const network = new ApiError('Cannot reach the server', { status: 0, kind: 'network' });
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(1, network)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Boom', { status: 503, kind: 'http' }))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('Gone', { status: 404, kind: 'http' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Bad', { status: 200, kind: 'contract' }))).toBe(false);
  });

  it('fails a query after exactly one retry', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    const queryFn = vi.fn().mockRejectedValue(new ApiError('Down', { status: 0, kind: 'network' }));
    await expect(client.fetchQuery({ queryKey: ['test'], queryFn })).rejects.toThrow('Down');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});

describe('query keys', () => {
  it('start with the area name and nest lists under the area', () => {
    expect(fundingKeys.list({ status: 'pending' })).toEqual([
      'submissions',
      'list',
      { status: 'pending' },
    ]);
    expect(fundingKeys.summary({ from: '2026-01-01' })[0]).toBe('submissions');
    expect(fundingKeys.detail('FR-1')).toEqual(['submissions', 'detail', 'FR-1']);
    expect(memberKeys.list({ page: 2 }).slice(0, 2)).toEqual(memberKeys.lists());
    expect(supportKeys.rooms()).toEqual(['support', 'rooms']);
    expect(couponKeys.statistics()).toEqual(['coupons', 'statistics']);
    expect(notificationKeys.list({ unread: true })[0]).toBe('notifications');
  });
});
