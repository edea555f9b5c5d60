import { areaPaths } from '@backoffice/shared/session';

/** The four federated areas: where the host mounts each and which remote renders it. */
export const areas = [
  { remote: 'remote_submissions', title: 'Submissions', path: areaPaths.submissions },
  { remote: 'remote_members', title: 'Members', path: areaPaths.members },
  { remote: 'remote_support', title: 'Support', path: areaPaths.support },
  { remote: 'remote_coupons', title: 'Coupons', path: areaPaths.coupons },
] as const;

export type Area = (typeof areas)[number];
export type RemoteName = Area['remote'];
