import {
  ChangedByNotice,
  EntityHistory,
  isApiError,
  isFundingTransitionAllowed,
  LIVE_REFETCH_MS,
  mayActOnAwaitingApproval,
  notifyInfo,
  SAME_APPROVER_TEXT,
  selectUser,
  useAuthStore,
  selectReviewShortcutsEnabled,
  useDocumentTitle,
  usePermission,
  useReviewShortcutsSetting,
  type FundingRequest,
  type FundingStatus,
} from '@backoffice/shared';
import { Card, ErrorState, PageLayout, Skeleton, buttonClassName } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from '@backoffice/shared/router';
import { fundingDetailQuery } from '../../funding/funding-queries';
import { statusLabels } from '../../funding/labels';
import { listHref } from '../../funding/list-params';
import { StatusBadge } from '../../funding/status-badge';
import { useFundingListParams } from '../../funding/use-funding-list-params';
import { QueueNavigation } from '../review-queue/queue-navigation';
import { ShortcutsDialog } from '../review-queue/shortcuts-dialog';
import { useQueueNavigation } from '../review-queue/use-queue-navigation';
import { useQueueNeighbours } from '../review-queue/use-queue-neighbours';
import { useReviewShortcuts, type ReviewShortcut } from '../review-queue/use-review-shortcuts';
import { OtherRequests } from './other-requests';
import { PrivateNoteForm } from './private-note-form';
import { RequesterCard } from './requester-card';
import { Documents, FundingProgress, HistoryTimeline, NoteThread } from './request-sections';
import { SendNoteForm } from './send-note-form';
import { StatusActions } from './status-actions';
import { SecondApprovalActions } from './second-approval';
import { SendBackDialog } from './send-back-dialog';
import { isConflict, useChangeStatus, useSendBack } from './ticket-mutations';
import { TransitionDialog } from './transition-dialog';
import { useChangedBy } from './use-changed-by';
import styles from './ticket-details.module.css';

/** /submissions/ticket-details/:ticketId */
export function TicketDetailsPage() {
  const { ticketId = '' } = useParams();
  const detail = useQuery({ ...fundingDetailQuery(ticketId), refetchInterval: LIVE_REFETCH_MS });
  const { search } = useLocation();
  useDocumentTitle(ticketId, 'Submissions');
  const backToList = (
    <Link to={listHref(search)} className={buttonClassName('secondary')}>
      Back to submissions
    </Link>
  );

  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) {
      return (
        <PageLayout title="Request not found">
          <p>
            There is no funding request <strong>{ticketId}</strong>. It may have been removed, or
            the link is wrong.
          </p>
          {backToList}
        </PageLayout>
      );
    }
    return (
      <PageLayout title="Funding request" actions={backToList}>
        <ErrorState
          title="Could not load the request"
          message={detail.error.message}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </PageLayout>
    );
  }
  if (detail.isPending) {
    return (
      <PageLayout title="Loading request…" actions={backToList}>
        <div aria-busy="true" className={styles.loading}>
          <Skeleton height={120} />
          <Skeleton height={200} />
        </div>
      </PageLayout>
    );
  }
  return <TicketDetails key={detail.data.id} request={detail.data} backToList={backToList} />;
}

function TicketDetails({
  request,
  backToList,
}: {
  request: FundingRequest;
  backToList: ReactNode;
}) {
  const { params } = useFundingListParams();
  const { position } = useQueueNeighbours(request.id, params);
  const openNeighbour = useQueueNavigation();
  const changeStatus = useChangeStatus(request);
  const sendBack = useSendBack(request);
  const changed = useChangedBy(request);
  const [target, setTarget] = useState<FundingStatus | null>(null);
  const [sendingBack, setSendingBack] = useState(false);
  const me = useAuthStore(selectUser)?.id ?? '';
  const { firstApproval } = request;
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const shortcutsEnabled = useReviewShortcutsSetting(selectReviewShortcutsEnabled);

  const decide = usePermission('decideFunding');
  // Shortcuts go through the same rules as the buttons: the role, then the current status.
  const offer = (status: FundingStatus) => {
    if (changeStatus.isPending) return;
    if (decide.reason) {
      notifyInfo(decide.reason);
      return;
    }
    // Issue 21: while a second approval is awaited only another person completes it.
    if (firstApproval && !mayActOnAwaitingApproval(firstApproval, me)) {
      notifyInfo(SAME_APPROVER_TEXT);
      return;
    }
    if (firstApproval && status !== 'approved') {
      notifyInfo('Approve it or send it back first');
      return;
    }
    if (isFundingTransitionAllowed(request.status, status)) {
      setTarget(status);
      return;
    }
    // A key that does nothing says why, instead of leaving the reviewer guessing.
    const current = statusLabels[request.status].toLowerCase();
    notifyInfo(
      request.status === status
        ? `${request.id} is already ${current}.`
        : `${request.id} is ${current}: it cannot be ${statusLabels[status].toLowerCase()}.`,
    );
  };
  const shortcuts: ReviewShortcut[] = [
    { key: 'j', description: 'Next request in the list', run: () => openNeighbour(position?.next) },
    {
      key: 'k',
      description: 'Previous request in the list',
      run: () => openNeighbour(position?.previous),
    },
    { key: 'a', description: 'Approve (asks to confirm)', run: () => offer('approved') },
    { key: 'r', description: 'Reject (asks for a reason)', run: () => offer('rejected') },
    { key: '?', description: 'Show these shortcuts', run: () => setShortcutsOpen(true) },
  ];
  useReviewShortcuts(shortcuts, shortcutsEnabled && target === null && !shortcutsOpen);

  return (
    <PageLayout
      title={request.title}
      breadcrumbs={backToList}
      description={
        <span className={styles.headline}>
          <span>{request.id}</span>
          <StatusBadge status={request.status} />
        </span>
      }
      actions={
        <QueueNavigation
          position={position}
          onOpen={(direction) => openNeighbour(position?.[direction])}
          onShowShortcuts={() => setShortcutsOpen(true)}
          shortcutsEnabled={shortcutsEnabled}
        />
      }
    >
      {changed.changedBy && (
        <ChangedByNotice onDismiss={changed.dismiss}>
          Changed by {changed.changedBy} just now. The page shows their changes; anything you have
          typed is kept.
        </ChangedByNotice>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          <Card title="Status">
            {firstApproval ? (
              <SecondApprovalActions
                firstApproval={firstApproval}
                onApprove={() => offer('approved')}
                onSendBack={() => setSendingBack(true)}
              />
            ) : (
              <StatusActions status={request.status} onSelect={offer} />
            )}
          </Card>
          <Card title="Story">
            <p className={styles.story}>{request.story}</p>
          </Card>
          <FundingProgress request={request} />
          <Documents documents={request.documents} />
          <Card title="Notes to the requester">
            <NoteThread notes={request.notes} />
            <SendNoteForm requestId={request.id} />
          </Card>
          <Card title="Private admin note">
            <PrivateNoteForm
              requestId={request.id}
              savedNote={request.privateNote}
              version={request.version}
            />
          </Card>
          <HistoryTimeline history={request.history} />
          {/* The request's own timeline above is "History"; this is what the api audited. */}
          <EntityHistory
            type="funding_request"
            id={request.id}
            revision={request.history.length}
            title="Audit trail"
          />
        </div>
        <aside className={styles.side} aria-label="About the requester">
          <RequesterCard requester={request.requester} />
          <OtherRequests requesterId={request.requester.id} currentId={request.id} />
        </aside>
      </div>
      <TransitionDialog
        request={request}
        target={target}
        pending={changeStatus.isPending}
        onClose={() => setTarget(null)}
        onConfirm={(change) =>
          changeStatus.mutate(change, {
            onSuccess: () => setTarget(null),
            onError: (error) => {
              if (isConflict(error)) setTarget(null);
            },
          })
        }
      />
      {sendingBack && (
        <SendBackDialog
          request={request}
          pending={sendBack.isPending}
          onClose={() => setSendingBack(false)}
          onConfirm={(reason) =>
            sendBack.mutate(
              { reason, version: request.version },
              {
                onSuccess: () => setSendingBack(false),
                onError: (error) => {
                  if (isConflict(error)) setSendingBack(false);
                },
              },
            )
          }
        />
      )}
      <ShortcutsDialog
        open={shortcutsOpen}
        onOpenChange={setShortcutsOpen}
        shortcuts={shortcuts}
        enabled={shortcutsEnabled}
      />
    </PageLayout>
  );
}
