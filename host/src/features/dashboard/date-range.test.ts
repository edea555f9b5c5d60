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

describe('the days the dashboard charts', () => {
  it('refuses a day before 2000 or after 2099, as a year being typed passes through them', () => {
    expect(validateDateRange('0002-01-01', '')).toEqual({
      start: 'Choose a day from 2000 to 2099',
    });
    expect(validateDateRange('1999-12-31', '')).toEqual({
      start: 'Choose a day from 2000 to 2099',
    });
    expect(validateDateRange('2000-01-01', '2099-12-31')).toEqual({});
    expect(validateDateRange('2026-11-01', '2100-01-01')).toEqual({
      end: 'Choose a day from 2000 to 2099',
    });
  });
});
