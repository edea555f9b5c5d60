import { canaryBucket } from '@backoffice/shared/contract';
import { forPerson, parseAreaList } from './area-list';
import { addedAreas, changedAreas } from './release-watch';

const current = 'https://cdn.example/support/1.0.0/mf-manifest.json';
const canary = 'https://cdn.example/support/1.1.0/mf-manifest.json?build=2';
const list = parseAreaList({
  remote_support: {
    manifest: current,
    path: '/support',
    nav: { label: 'Support', order: 30 },
    version: '1.0.0',
    canary: { manifest: canary, percent: 50, version: '1.1.0' },
  },
});

// canaryBucket('ADM-1') is 17, canaryBucket('ADM-2') is 60 (api/test/registry.test.ts).
describe('forPerson: who gets an area canary', () => {
  it('gives the canary to staff whose bucket is below its share, the current build to the rest', () => {
    expect(canaryBucket('ADM-1')).toBeLessThan(50);
    expect(forPerson(list, 'ADM-1').areas[0]).toMatchObject({
      manifest: canary,
      version: '1.1.0',
      isCanary: true,
    });
    expect(forPerson(list, 'ADM-2').areas[0]).toMatchObject({
      manifest: current,
      version: '1.0.0',
    });
    expect(forPerson(list, 'ADM-2').areas[0]?.isCanary).toBeUndefined();
    // Before anyone is known (no session yet), nobody is placed in a canary.
    expect(forPerson(list, undefined).areas[0]?.manifest).toBe(current);
  });
});

describe('changedAreas: what an open tab is told to reload for', () => {
  it('lists the areas whose build for this person differs from the one the tab registered', () => {
    const areas = forPerson(list, 'ADM-1').areas;
    expect(changedAreas(areas, () => current).map((area) => area.title)).toEqual(['Support']);
    expect(changedAreas(areas, () => canary)).toEqual([]);
    // An area this tab never registered (added since it opened) is not a new version of anything.
    expect(changedAreas(areas, () => undefined)).toEqual([]);
  });
});

describe('addedAreas: areas released since the tab read its list', () => {
  it('lists the areas the tab does not show yet, and none before its list is read', () => {
    const areas = forPerson(list, 'ADM-1').areas;
    const coupons = parseAreaList({
      remote_coupons: {
        manifest: 'https://cdn.example/coupons/1.0.0/mf-manifest.json',
        path: '/coupons',
        nav: { label: 'Coupons', order: 40 },
      },
    }).areas;
    const latest = [...areas, ...coupons];
    expect(addedAreas(latest, areas).map((area) => area.title)).toEqual(['Coupons']);
    expect(addedAreas(latest, latest)).toEqual([]);
    // A tab whose list could not be read shows that instead, with its own Retry.
    expect(addedAreas(latest, undefined)).toEqual([]);
  });
});
