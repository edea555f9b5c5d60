import type { MemberStatus } from '@backoffice/shared';
import type { BadgeTone } from '@backoffice/shared/ui';

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
