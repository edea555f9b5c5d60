import { z } from 'zod';
import { defineList, parseSort } from './lists';

const thingList = defineList({
  sortFields: ['name', 'createdAt'],
  filters: { status: z.enum(['open', 'closed']).optional() },
});

describe('defineList', () => {
  it('takes each sortable field either way, and the filters it declares', () => {
    expect(thingList.query.parse({ sort: '-createdAt', status: 'open' })).toEqual({
      page: 1,
      limit: 20,
      sort: '-createdAt',
      status: 'open',
    });
    expect(thingList.query.parse({ sort: 'name' }).sort).toBe('name');
  });

  it('refuses another field naming the ones it takes, and a malformed sort', () => {
    const unknown = thingList.query.safeParse({ sort: '-secret' }).error?.issues[0];
    expect(unknown?.path).toEqual(['sort']);
    expect(unknown?.message).toBe('unknown field "secret"; use one of name, createdAt');
    const malformed = thingList.query.safeParse({ sort: 'name;drop' }).error?.issues[0];
    expect(malformed?.message).toBe('sort must be a field name, optionally prefixed with -');
  });
});

describe('parseSort', () => {
  it('splits the direction from the field', () => {
    expect(parseSort<'name'>('-name')).toEqual({ field: 'name', desc: true });
    expect(parseSort<'name'>('name')).toEqual({ field: 'name', desc: false });
    expect(parseSort<'name'>(undefined)).toBeUndefined();
  });
});
