import { validateDateRange } from './date-range';

describe('validateDateRange', () => {
  it('accepts a start alone or a start with a later (or equal) end', () => {
    expect(validateDateRange('2026-11-01', '')).toEqual({});
    expect(validateDateRange('2026-11-01', '2026-11-01')).toEqual({});
    expect(validateDateRange('2026-11-01', '2026-11-21')).toEqual({});
  });

  it('says what is wrong with each field', () => {
    expect(validateDateRange('', '')).toEqual({ start: 'Choose a start date' });
    expect(validateDateRange('2026-13-40', '')).toEqual({ start: 'Enter a valid start date' });
    expect(validateDateRange('2026-11-21', '2026-11-01')).toEqual({
      end: 'The end date must not be before the start date',
    });
  });
});
