import { useAreaContributionStore } from '@backoffice/shared';
import { offerContributions } from './area-contributions';
import { parseAreaList } from './area-list';
import type { AreaRuntime } from './federation-runtime';

/** An area of /remotes.json, with the module it names for the member timeline, if any. */
const area = (path: string, label: string, order: number, timeline?: string) => ({
  nav: { order, label },
  path,
  manifest: new URL(`${path}/mf-manifest.json`, 'http://localhost:3001').href,
  ...(timeline && { contributes: { memberTimeline: timeline } }),
});

describe('what areas contribute to other areas’ screens', () => {
  it('offers each area that declares a timeline part in /remotes.json, in nav order', () => {
    const list = parseAreaList({
      remote_support: area('/support', 'Support', 30, './MemberTimeline'),
      remote_members: area('/members-management', 'Members', 20),
      remote_coupons: area('/coupons', 'Coupons', 40, './MemberTimeline'),
    });
    expect(list.areas.find((a) => a.remote === 'remote_support')?.contributes).toEqual({
      memberTimeline: './MemberTimeline',
    });
    offerContributions(list.areas, {} as AreaRuntime);
    const offered = useAreaContributionStore.getState().contributions.memberTimeline;
    expect(offered.map(({ remote, title }) => ({ remote, title }))).toEqual([
      { remote: 'remote_support', title: 'Support' },
      { remote: 'remote_coupons', title: 'Coupons' },
    ]);
  });

  it('refuses an area whose contribution is not an exposed module, and keeps the others', () => {
    const list = parseAreaList({
      remote_support: area('/support', 'Support', 30, 'MemberTimeline'),
      remote_coupons: area('/coupons', 'Coupons', 40),
    });
    expect(list.rejected.map((rejected) => rejected.remote)).toEqual(['remote_support']);
    expect(list.areas.map((a) => a.remote)).toEqual(['remote_coupons']);
  });
});
