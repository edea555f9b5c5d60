import { describe, expect, it } from 'vitest';
import { memberProfileSchema, phoneSearchDigits } from './members';

describe('phoneSearchDigits', () => {
  it('reads the digits of a search that looks like a phone number, however it is written', () => {
    expect(phoneSearchDigits('5263663272')).toBe('5263663272');
    expect(phoneSearchDigits(' +1 (526) 366-3272 ')).toBe('15263663272');
    expect(phoneSearchDigits('526.366')).toBe('526366');
  });

  it('leaves names, emails, ids and too short fragments to the ordinary search', () => {
    expect(phoneSearchDigits('MEM-1001')).toBeUndefined();
    expect(phoneSearchDigits('ann@example.org')).toBeUndefined();
    expect(phoneSearchDigits('12')).toBeUndefined();
    expect(phoneSearchDigits('()-')).toBeUndefined();
  });
});

describe('a member phone number', () => {
  const phoneOk = (phone: string) => memberProfileSchema.shape.phone.safeParse(phone).success;

  it('is digits written any usual way', () => {
    expect(phoneOk('+1 (526) 366-3272')).toBe(true);
    expect(phoneOk('020 7946 0000')).toBe(true);
    expect(phoneOk('123456')).toBe(true);
  });

  it('has at least six digits: brackets, dashes and spaces alone are no number', () => {
    expect(phoneOk('((((((')).toBe(false);
    expect(phoneOk('--- ---')).toBe(false);
    expect(phoneOk('+1 (2) 3-4')).toBe(false);
  });
});
