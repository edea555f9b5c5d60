import type { RemoteName } from '../../../scripts/stack-layout.ts';

/** The four areas as a user finds them: the main nav's link and the page heading it shows. */
export const areas: readonly { remote: RemoteName; link: string; path: string; heading: string }[] =
  [
    {
      remote: 'remote_submissions',
      link: 'Submissions',
      path: '/submissions',
      heading: 'Submissions',
    },
    { remote: 'remote_members', link: 'Members', path: '/members-management', heading: 'Members' },
    { remote: 'remote_support', link: 'Support', path: '/support', heading: 'Support' },
    { remote: 'remote_coupons', link: 'Coupons', path: '/coupons', heading: 'Coupons' },
  ];

/** The main nav's link to an area, by its target (its text may carry a badge, e.g. unread). */
export const mainNavLink = (area: { path: string }) => ({
  selector: `a[href="${area.path}"]`,
  within: 'nav[aria-label="Main"]',
});
