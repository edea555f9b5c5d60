import { z } from 'zod';
import { patchParams, readParams } from './search-params';

const shape = {
  page: z.coerce.number().int().min(1).default(1),
  sort: z.string().default('-createdAt'),
  status: z.enum(['pending', 'approved']).optional(),
  search: z.string().optional(),
};

describe('readParams', () => {
  it('reads valid values and falls back to defaults for missing or invalid ones', () => {
    const params = readParams(shape, new URLSearchParams('page=3&status=approved&search=rent'));
    expect(params).toEqual({ page: 3, sort: '-createdAt', status: 'approved', search: 'rent' });

    const broken = readParams(shape, new URLSearchParams('page=-2&status=nonsense'));
    expect(broken).toEqual({ page: 1, sort: '-createdAt', status: undefined, search: undefined });
  });
});

describe('patchParams', () => {
  it('drops empty and default values so links stay short', () => {
    const next = patchParams(shape, new URLSearchParams('search=rent&sort=amount'), {
      search: '',
      sort: '-createdAt',
    });
    expect(next.toString()).toBe('');
  });

  it('returns to page 1 when a filter changes, but keeps the page when only the page changes', () => {
    const current = new URLSearchParams('page=4&status=pending');
    expect(patchParams(shape, current, { status: 'approved' }).toString()).toBe('status=approved');
    expect(patchParams(shape, current, { page: 5 }).toString()).toBe('page=5&status=pending');
  });
});
