/** The four federated areas: where the host mounts each and which remote renders it. */
export const areas = [
  { remote: 'remote_submissions', title: 'Submissions', path: '/submissions' },
  { remote: 'remote_members', title: 'Members', path: '/members-management' },
  { remote: 'remote_support', title: 'Support', path: '/support' },
  { remote: 'remote_coupons', title: 'Coupons', path: '/coupons' },
] as const;

export type Area = (typeof areas)[number];
export type RemoteName = Area['remote'];
