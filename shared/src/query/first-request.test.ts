import { carriedFirstData, firstRequestSchema } from './first-request';
import { currentTimeZone } from '../utils/time-zone';

const declaration = firstRequestSchema.parse({
  endpoint: 'fundingList',
  key: ['submissions', 'list'],
  query: {
    status: { search: 'status' },
    page: { search: 'page', default: 1, number: true },
    limit: { search: 'limit', default: 20, number: true },
    tz: { timeZone: true },
  },
  staleTimeMs: 30_000,
});

const rows = { items: [], total: 0, page: 1, limit: 20 };
const carried = (query: Record<string, string | number>, data: unknown = rows) => ({
  endpoint: 'fundingList',
  query,
  data,
});

describe('the first page a sign-in answer carried', () => {
  const asked = () => ({ status: 'pending', page: 1, limit: 20, tz: currentTimeZone() });

  it('is this declaration’s query data when it is that very read', () => {
    expect(carriedFirstData(declaration, '?status=pending', carried(asked()))).toEqual({
      queryKey: ['submissions', 'list', asked()],
      data: rows,
    });
  });

  it('is nothing for another read: other parameters, another endpoint, bad data', () => {
    expect(carriedFirstData(declaration, '?status=approved', carried(asked()))).toBeUndefined();
    expect(
      carriedFirstData(declaration, '?status=pending', { ...carried(asked()), endpoint: 'x' }),
    ).toBeUndefined();
    expect(
      carriedFirstData(declaration, '?status=pending', carried({ ...asked(), extra: 1 })),
    ).toBeUndefined();
    expect(
      carriedFirstData(declaration, '?status=pending', carried(asked(), { items: 'no' })),
    ).toBeUndefined();
  });
});
