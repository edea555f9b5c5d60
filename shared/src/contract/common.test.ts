import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeZoneName } from './common';

const accepts = (name: string) => timeZoneName.safeParse(name).success;

describe('timeZoneName', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts IANA names and refuses others', () => {
    expect(accepts('Europe/Paris')).toBe(true);
    expect(accepts('UTC')).toBe(true);
    expect(accepts('Mars/Olympus_Mons')).toBe(false);
  });

  it('builds a formatter once per valid name, not on every list query', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(accepts('Asia/Kathmandu')).toBe(true);
    expect(accepts('Asia/Kathmandu')).toBe(true);
    expect(formatter).toHaveBeenCalledTimes(1);
  });

  it('checks a refused name again each time (only valid names are kept)', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(accepts('Nowhere/Else')).toBe(false);
    expect(accepts('Nowhere/Else')).toBe(false);
    expect(formatter).toHaveBeenCalledTimes(2);
  });
});
