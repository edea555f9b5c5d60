import { z } from 'zod';
import { defineList } from '@backoffice/shared/contract';
import { cachedListParamShape } from './list-params';

const list = defineList({
  sortFields: ['createdAt'],
  filters: { status: z.enum(['pending', 'approved']) },
});

describe('cachedListParamShape', () => {
  it('builds a list page’s URL schemas once, however often the page mounts', () => {
    const options = { filters: ['status'] as const, defaultSort: '-createdAt' as const };
    const first = cachedListParamShape(list, options);
    expect(cachedListParamShape(list, { ...options })).toBe(first);
    expect(first.status.safeParse('approved')).toMatchObject({ success: true });
  });

  it('builds another shape for other options of the same list', () => {
    const plain = cachedListParamShape(list, { filters: [] });
    const withStatus = cachedListParamShape(list, { filters: ['status'] });
    expect(withStatus).not.toBe(plain);
    expect('status' in plain).toBe(false);
  });
});
