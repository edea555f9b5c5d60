import type { MemberStatus } from '@backoffice/shared';
import { Badge } from '@backoffice/shared/ui';
import { memberStatusLabels, memberStatusTones } from '../lib/memberLabels';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge tone={memberStatusTones[status]}>{memberStatusLabels[status]}</Badge>;
}
