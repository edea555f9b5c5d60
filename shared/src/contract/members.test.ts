import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from './members';

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
