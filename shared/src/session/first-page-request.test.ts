import { declaredParams } from './first-page-request';
import { currentTimeZone } from '../utils/time-zone';

const declared = {
  status: { search: 'status' },
  page: { search: 'page', default: 1, number: true },
  tz: { timeZone: true as const },
};

describe('declaredParams', () => {
  it('takes the URL’s values, typed as declared, the defaults and the person’s time zone', () => {
    expect(declaredParams(declared, '?status=pending&page=3')).toEqual({
      status: 'pending',
      page: 3,
      tz: currentTimeZone(),
    });
  });

  it('counts an empty value as absent and leaves out what has neither value nor default', () => {
    expect(declaredParams(declared, '?status=&page=')).toEqual({ page: 1, tz: currentTimeZone() });
  });

  it('gives way to the default for a value the contract refuses', () => {
    const accepts = (name: string, value: string | number) => !(name === 'page' && value === -3);
    expect(declaredParams(declared, '?page=-3', { accepts })).toMatchObject({ page: 1 });
  });

  it('works out a day default only with the rule for it, and gives nothing without', () => {
    const since = { from: { search: 'from', daysAgo: 30 } };
    expect(declaredParams(since, '')).toBeUndefined();
    expect(declaredParams(since, '?from=2026-01-01')).toEqual({ from: '2026-01-01' });
    expect(declaredParams(since, '', { dayDefault: (days) => `${days} days ago` })).toEqual({
      from: '30 days ago',
    });
  });
});
