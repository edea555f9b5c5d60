import { createActivityThrottle } from './activity';

describe('member activity throttle', () => {
  it('is due once per member per interval', () => {
    const throttle = createActivityThrottle(60_000);
    expect(throttle.due('m1', 1_000)).toBe(true);
    expect(throttle.due('m1', 30_000)).toBe(false);
    expect(throttle.due('m2', 30_000)).toBe(true);
    expect(throttle.due('m1', 60_999)).toBe(false);
    expect(throttle.due('m1', 61_000)).toBe(true);
  });
});
