import { formatDate, formatMoney, type FundingRequestSummary } from '@backoffice/shared';
import { FactStrip } from '@backoffice/shared/ui';
import { categoryLabels } from '../../lib/labels';
import { StatusBadge } from '../../lib/status-badge';
import { DueCell, reviewDue } from '../../lib/due-cell';
import { useClock } from '../../lib/use-clock';

/**
 * What a reviewer needs first about a request, in one strip under its title: the amounts, the
 * category, who asked and when, the status and what is due (the list's own due label). The same
 * from the list's row (preview) or the request's own answer.
 */
export function RequestFacts({ request }: { request: FundingRequestSummary }) {
  const now = useClock();
  return (
    <FactStrip
      label="About this request"
      facts={[
        {
          term: 'Amount',
          value: `${formatMoney(request.amountRequested, request.currency)} requested, ${formatMoney(request.amountRaised, request.currency)} raised`,
        },
        { term: 'Category', value: categoryLabels[request.category] },
        { term: 'Requester', value: request.requester.fullName },
        {
          term: 'Created',
          value: <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>,
        },
        { term: 'Status', value: <StatusBadge status={request.status} /> },
        { term: 'Due', value: reviewDue(request, now) && <DueCell request={request} now={now} /> },
      ]}
    />
  );
}
