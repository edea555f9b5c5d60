import { createNavigations } from './navigations';

describe('createNavigations', () => {
  it('keeps one mark, for its path only, used up by the first navigation that asks', () => {
    const navigations = createNavigations();
    navigations.showNextAtOnce('/members');
    navigations.showNextAtOnce('/coupons');
    expect(navigations.takeAtOnce('/members')).toBe(false);
    navigations.showNextAtOnce('/coupons');
    expect(navigations.takeAtOnce('/coupons')).toBe(true);
    expect(navigations.takeAtOnce('/coupons')).toBe(false);
  });

  it('tells a switch it is no longer the latest once another begins or the object is disposed', () => {
    const navigations = createNavigations();
    const first = navigations.beginSwitch();
    expect(first()).toBe(true);
    const second = navigations.beginSwitch();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
    navigations.showNextAtOnce('/members');
    navigations.dispose();
    expect(second()).toBe(false);
    expect(navigations.takeAtOnce('/members')).toBe(false);
  });

  it('shares nothing between two objects', () => {
    const one = createNavigations();
    const other = createNavigations();
    one.showNextAtOnce('/members');
    const switchOfOther = other.beginSwitch();
    one.beginSwitch();
    expect(other.takeAtOnce('/members')).toBe(false);
    expect(switchOfOther()).toBe(true);
  });
});
