import type { FundingStatus } from '@backoffice/shared';
import { Badge } from '@backoffice/shared/ui';
import { statusLabels, statusTones } from './labels';

export function StatusBadge({ status }: { status: FundingStatus }) {
  return <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>;
}
