import type { FundingRequestSummary } from '@backoffice/shared';
import { PageLayout, PendingCard } from '@backoffice/shared/ui';
import type { ReactNode } from 'react';
import { useQueueWalk } from '../review-queue/use-queue-walk';
import { useReviewShortcuts } from '../review-queue/use-review-shortcuts';
import { decisionKeys, type KeyedDecision } from './decision-keys';
import { OtherRequests } from './other-requests';
import { RequestFacts } from './request-facts';
import { RequesterCard } from './requester-card';
import { FundingProgress } from './request-sections';
import styles from './ticket-details.module.css';

/** The page's title and its id: the same from the list's row or the request. */
export function ticketHeadline(request: Pick<FundingRequestSummary, 'id' | 'title'>) {
  return {
    title: request.title,
    description: <span className={styles.headline}>{request.id}</span>,
  };
}

const askedLabel: Record<KeyedDecision, string> = { approved: 'Approve', rejected: 'Reject' };

/**
 * The request as its list row already knows it, shown the moment the row is clicked: the title,
 * status, funding and requester at once, every other section's heading with a placeholder until
 * the request's own answer fills it in. The queue's keys already walk on from it, and `a` or `r`
 * is kept (`onAsk`) for the request's page to offer once it has loaded: the rules of a decision
 * need the request.
 */
export function TicketPreview({
  known,
  backToList,
  asked,
  onAsk,
}: {
  known: FundingRequestSummary;
  backToList: ReactNode;
  asked: KeyedDecision | undefined;
  onAsk: (decision: KeyedDecision) => void;
}) {
  const { shortcutsEnabled, walkKeys } = useQueueWalk(known.id);
  useReviewShortcuts([...walkKeys, ...decisionKeys(onAsk)], shortcutsEnabled);
  return (
    <PageLayout {...ticketHeadline(known)} breadcrumbs={backToList}>
      <RequestFacts request={known} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <PendingCard title="Status">
            {asked && (
              <p role="status" className={styles.asked}>
                {askedLabel[asked]} opens as soon as the request has loaded.
              </p>
            )}
          </PendingCard>
          <PendingCard title="Story" />
          <FundingProgress request={known} />
          <PendingCard title="Documents" />
          <PendingCard title="Notes to the requester" />
          <PendingCard title="Private admin note" />
          <PendingCard title="History" />
        </div>
        <aside className={styles.side} aria-label="About the requester">
          <RequesterCard requester={known.requester} />
          <OtherRequests requesterId={known.requester.id} currentId={known.id} />
        </aside>
      </div>
    </PageLayout>
  );
}
