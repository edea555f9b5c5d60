import type { FundingStatus, MemberStatus } from '@backoffice/shared/contract';
import { Badge, type BadgeTone } from '../feedback/badge';

/*
 * One table of labels and colours per status, for every area that shows it (the submissions list,
 * a member's profile, the support panel), so a status looks the same wherever it appears.
 */

export const fundingStatusLabels: Readonly<Record<FundingStatus, string>> = {
  pending: 'Pending',
  under_review: 'Under review',
  needs_info: 'Needs info',
  approved: 'Approved',
  rejected: 'Rejected',
  funded: 'Funded',
  closed: 'Closed',
};

export const fundingStatusTones: Readonly<Record<FundingStatus, BadgeTone>> = {
  pending: 'warning',
  under_review: 'info',
  needs_info: 'warning',
  approved: 'success',
  rejected: 'danger',
  funded: 'success',
  closed: 'neutral',
};

export const memberStatusLabels: Readonly<Record<MemberStatus, string>> = {
  active: 'Active',
  suspended: 'Suspended',
  deactivated: 'Deactivated',
};

export const memberStatusTones: Readonly<Record<MemberStatus, BadgeTone>> = {
  active: 'success',
  suspended: 'warning',
  deactivated: 'neutral',
};

export function FundingStatusBadge({ status }: { status: FundingStatus }) {
  return <Badge tone={fundingStatusTones[status]}>{fundingStatusLabels[status]}</Badge>;
}

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge tone={memberStatusTones[status]}>{memberStatusLabels[status]}</Badge>;
}
