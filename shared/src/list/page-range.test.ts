import { pageBeyondEnd } from './page-range';

describe('pageBeyondEnd', () => {
  it('sends a page past the end to the last page', () => {
    expect(pageBeyondEnd(999, 105, 20)).toBe(6);
    expect(pageBeyondEnd(7, 105, 20)).toBe(6);
  });

  it('sends any page of an empty list to the first', () => {
    expect(pageBeyondEnd(3, 0, 20)).toBe(1);
  });

  it('leaves a page within the list alone', () => {
    expect(pageBeyondEnd(6, 105, 20)).toBeUndefined();
    expect(pageBeyondEnd(1, 0, 20)).toBeUndefined();
    expect(pageBeyondEnd(1, 20, 20)).toBeUndefined();
  });
});
