import { connectionAllowsPreload } from './preload-conditions';

describe('connectionAllowsPreload', () => {
  it('preloads on ordinary connections and when the browser does not say', () => {
    expect(connectionAllowsPreload(undefined)).toBe(true);
    expect(connectionAllowsPreload({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPreload({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('does not preload when the person saves data or is on a 2G-class connection', () => {
    expect(connectionAllowsPreload({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPreload({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPreload({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
