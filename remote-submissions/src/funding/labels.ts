import type { FundingCategory } from '@backoffice/shared';

// The kit keeps one table per status, so every area shows a status the same way.
export {
  fundingStatusLabels as statusLabels,
  fundingStatusTones as statusTones,
} from '@backoffice/shared/ui';

export const categoryLabels: Record<FundingCategory, string> = {
  medical: 'Medical',
  education: 'Education',
  housing: 'Housing',
  emergency: 'Emergency',
  community: 'Community',
  other: 'Other',
};
