import type { FundingCategory, FundingStatus } from '@backoffice/shared';
import type { BadgeTone } from '@backoffice/shared/ui';

export const statusLabels: Record<FundingStatus, string> = {
  pending: 'Pending',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  funded: 'Funded',
  closed: 'Closed',
};

export const statusTones: Record<FundingStatus, BadgeTone> = {
  pending: 'warning',
  under_review: 'info',
  approved: 'success',
  rejected: 'danger',
  funded: 'success',
  closed: 'neutral',
};

export const categoryLabels: Record<FundingCategory, string> = {
  medical: 'Medical',
  education: 'Education',
  housing: 'Housing',
  emergency: 'Emergency',
  community: 'Community',
  other: 'Other',
};
