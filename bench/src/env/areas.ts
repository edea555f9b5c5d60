import type { RemoteName } from '../../../scripts/stack-layout.ts';
import type { Probe } from '../timings/probe.ts';

/**
 * The four areas as a user finds them: the main nav's link, and the first real data the area's
 * own remote renders (a first table row, or the conversation list for support). A heading would
 * not do: it renders before any data, and the host could render one without the remote.
 */
export const areas: readonly {
  remote: RemoteName;
  link: string;
  path: string;
  firstData: Probe;
}[] = [
  {
    remote: 'remote_submissions',
    link: 'Submissions',
    path: '/submissions',
    firstData: { kind: 'first-row', table: 'Funding requests' },
  },
  {
    remote: 'remote_members',
    link: 'Members',
    path: '/members-management',
    firstData: { kind: 'first-row', table: 'Members' },
  },
  {
    remote: 'remote_support',
    link: 'Support',
    path: '/support',
    firstData: { kind: 'rooms-listed' },
  },
  {
    remote: 'remote_coupons',
    link: 'Coupons',
    path: '/coupons',
    firstData: { kind: 'first-row', table: 'Coupons' },
  },
];

/** The main nav's link to an area, by its target (its text may carry a badge, e.g. unread). */
export const mainNavLink = (area: { path: string }) => ({
  selector: `a[href="${area.path}"]`,
  within: 'nav[aria-label="Main"]',
});
