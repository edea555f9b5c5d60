import {
  ChangedByNotice,
  fundingRequestActions,
  isApiError,
  liveOnceShown,
  LiveRefreshStatus,
  notifyInfo,
  selectUser,
  useAuthStore,
  useDocumentTitle,
  usePermission,
  fundingKeys,
  useListedItem,
  useMayAct,
  ViewOnly,
  type FundingRequest,
  type FundingRequestSummary,
  type FundingStatus,
} from '@backoffice/shared';
import { Card, ErrorState, PageLayout, Skeleton, buttonClassName } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from '@backoffice/shared/router';
import { RecordPresenceNote, useRecordPresence } from '@backoffice/shared/realtime';
import { approvalRuleQuery, fundingDetailQuery } from '../../lib/funding-queries';
import { listHref } from '../../lib/list-params';
import { QueueNavigation } from '../review-queue/queue-navigation';
import { ShortcutsDialog } from '../review-queue/shortcuts-dialog';
import { useQueueWalk } from '../review-queue/use-queue-walk';
import { useReviewShortcuts, type ReviewShortcut } from '../review-queue/use-review-shortcuts';
import { OtherRequests } from './other-requests';
import { PrivateNoteForm } from './private-note-form';
import { RequestFacts } from './request-facts';
import { RequesterCard } from './requester-card';
import { Documents, FundingProgress, HistoryTimeline, NoteThread } from './request-sections';
import { SendNoteForm } from './send-note-form';
import { StatusActions } from './status-actions';
import { decisionKeys, type KeyedDecision } from './decision-keys';
import { SecondApprovalActions } from './second-approval';
import { SendBackDialog } from './send-back-dialog';
import { isConflict, useChangeStatus, useSendBack } from './ticket-mutations';
import { ticketHeadline, TicketPreview } from './ticket-preview';
import { TransitionDialog } from './transition-dialog';
import { decisionRefusal } from './transitions';
import { useTicketDialogs } from './use-ticket-dialogs';
import { useChangedBy } from './use-changed-by';
import styles from './ticket-details.module.css';

/** A decision's failure said in its dialog: a conflict has its own message there. */
const failureOf = (error: Error | null) =>
  error && !isConflict(error) ? error.message : undefined;

/** The decisions after which a queue moves on to its next request (a send-back is one too). */
const ENDS_THE_TURN: ReadonlySet<FundingStatus> = new Set(['approved', 'rejected', 'needs_info']);

/** The request does not exist (or no longer does: a live refresh can find it removed). */
const isNotFound = (error: Error) => isApiError(error) && error.status === 404;

/** /submissions/ticket-details/:ticketId */
export function TicketDetailsPage() {
  const { ticketId = '' } = useParams();
  const detail = useQuery({
    ...fundingDetailQuery(ticketId),
    refetchInterval: liveOnceShown,
  });
  // What the list already fetched about the request: shown at once, while its own request runs.
  const known = useListedItem<FundingRequestSummary>(fundingKeys.lists(), ticketId);
  // A decision key pressed on that preview, for this request only: walking on forgets it.
  const [asked, setAsked] = useState<{ id: string; decision: KeyedDecision } | null>(null);
  const askedHere = asked?.id === ticketId ? asked.decision : undefined;
  const { search } = useLocation();
  useDocumentTitle(ticketId, 'Submissions');
  const backToList = (
    <Link to={listHref(search)} className={buttonClassName('secondary')}>
      Back to submissions
    </Link>
  );

  // A live refresh that fails keeps the request shown (and what is typed on it); only a first
  // load that fails, or a request found removed, replaces the page.
  if (detail.isError && (detail.data === undefined || isNotFound(detail.error))) {
    if (isNotFound(detail.error)) {
      return (
        <PageLayout title="Request not found">
          <p className={styles.notFound}>
            {/* A link with only spaces for an id read "There is no funding request ." */}
            {ticketId.trim() ? (
              <>
                There is no funding request <strong>{ticketId}</strong>. It may have been removed,
                or the link is wrong.
              </>
            ) : (
              'The link names no funding request: it is wrong or cut short.'
            )}
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
  if (detail.data === undefined) {
    if (known) {
      return (
        <TicketPreview
          known={known}
          backToList={backToList}
          asked={askedHere}
          onAsk={(decision) => setAsked({ id: known.id, decision })}
        />
      );
    }
    return (
      <PageLayout title="Loading request…" actions={backToList}>
        <div aria-busy="true" className={styles.loading}>
          <Skeleton height={120} />
          <Skeleton height={200} />
        </div>
      </PageLayout>
    );
  }
  return (
    <TicketDetails
      key={detail.data.id}
      request={detail.data}
      askedOnLoad={askedHere}
      onAskedOffered={() => setAsked(null)}
      backToList={backToList}
      // A failed live refresh keeps the request; this says it may be behind.
      liveStatus={<LiveRefreshStatus query={detail} />}
    />
  );
}

function TicketDetails({
  request,
  askedOnLoad,
  onAskedOffered,
  backToList,
  liveStatus,
}: {
  request: FundingRequest;
  /** Asked for on the preview: offered once, as its key would have been here. */
  askedOnLoad: KeyedDecision | undefined;
  onAskedOffered: () => void;
  backToList: ReactNode;
  liveStatus: ReactNode;
}) {
  const { params, position, openNeighbour, shortcutsEnabled, walkKeys } = useQueueWalk(request.id);
  // Opened from a queue, a decision ends this request's turn: the next one opens. Starting the
  // review (or moving it back) is not one: the reviewer goes on with this request. Elsewhere
  // (the whole list, a search, its own link) the page stays to show what the decision did.
  const afterDecision = (status?: FundingStatus) => {
    if (params.queue && (!status || ENDS_THE_TURN.has(status))) openNeighbour(position?.next);
  };
  const changeStatus = useChangeStatus(request);
  const sendBack = useSendBack(request);
  const changed = useChangedBy(request);
  const me = useAuthStore(selectUser)?.id ?? '';
  const [dialog, dispatch] = useTicketDialogs(request, me);
  const closeDialog = () => dispatch({ type: 'close' });
  const showShortcuts = () => dispatch({ type: 'shortcuts' });
  const { firstApproval } = request;
  // Who else has this request open; while a decision dialog is open here, this one reviews it.
  const others = useRecordPresence(
    'request',
    request.id,
    dialog.kind === 'decision' || dialog.kind === 'send-back',
  );
  const othersReviewing = others.filter((other) => other.activity === 'reviewing');

  const decide = usePermission('decideFunding');
  const writeNotes = useMayAct('sendNote');
  const editPrivateNote = useMayAct('editPrivateNote');
  const approvalRule = useQuery({ ...approvalRuleQuery(), enabled: !decide.reason });
  // Shortcuts go through the same rules as the buttons: the role, then the current status.
  const offer = (status: FundingStatus) => {
    if (changeStatus.isPending) return;
    if (decide.reason) {
      notifyInfo(decide.reason);
      return;
    }
    const refusal = decisionRefusal(request, status, me);
    // A choice that does nothing says why, instead of leaving the reviewer guessing.
    if (refusal) notifyInfo(refusal);
    else {
      // A failure said in the last dialog is not this one's.
      changeStatus.reset();
      dispatch({ type: 'decide', target: status });
    }
  };
  const shortcuts: ReviewShortcut[] = [
    ...walkKeys,
    ...decisionKeys(offer),
    { key: '?', description: 'Show these shortcuts', run: showShortcuts },
  ];
  useReviewShortcuts(shortcuts, shortcutsEnabled && dialog.kind === 'closed');
  // Once, after the first render: `offer` needs this page's dialogs and the request's rules.
  const offerAsked = useRef(askedOnLoad);
  useEffect(() => {
    const decision = offerAsked.current;
    offerAsked.current = undefined;
    if (!decision) return;
    onAskedOffered();
    offer(decision);
  });

  return (
    <PageLayout
      {...ticketHeadline(request)}
      breadcrumbs={backToList}
      actions={
        <>
          {liveStatus}
          <QueueNavigation
            position={position}
            onOpen={(direction) => openNeighbour(position?.[direction])}
            onShowShortcuts={showShortcuts}
            shortcutsEnabled={shortcutsEnabled}
          />
        </>
      }
    >
      <RequestFacts request={request} />
      <RecordPresenceNote lines={others} />
      {changed.changedBy && (
        <ChangedByNotice onDismiss={changed.dismiss}>
          Changed by {changed.changedBy} just now. The page shows their changes; anything you have
          typed is kept.
        </ChangedByNotice>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          <Card title="Status">
            {/* A decision replaces the button that opened its dialog; focus comes back here. */}
            <div tabIndex={-1} className={styles.statusFocus}>
              <ViewOnly actions={fundingRequestActions} />
              {firstApproval ? (
                <SecondApprovalActions
                  firstApproval={firstApproval}
                  onApprove={() => offer('approved')}
                  onSendBack={() => {
                    sendBack.reset();
                    dispatch({ type: 'send-back' });
                  }}
                />
              ) : (
                <StatusActions status={request.status} onSelect={offer} />
              )}
            </div>
          </Card>
          <Card title="Story">
            <p className={styles.story}>{request.story}</p>
          </Card>
          <FundingProgress request={request} />
          <Documents documents={request.documents} />
          <Card title="Notes to the requester">
            <NoteThread notes={request.notes} />
            {writeNotes && <SendNoteForm requestId={request.id} />}
          </Card>
          <Card title="Private admin note">
            {editPrivateNote ? (
              <PrivateNoteForm
                requestId={request.id}
                savedNote={request.privateNote}
                version={request.version}
              />
            ) : (
              <p className={styles.story}>{request.privateNote || 'No private note.'}</p>
            )}
          </Card>
          {/* The one timeline of the request: every audited change is in it, in words, with
              reasons and answers; field-level before → after is Settings → Activity. */}
          <HistoryTimeline history={request.history} />
        </div>
        <aside className={styles.side} aria-label="About the requester">
          <RequesterCard requester={request.requester} />
          <OtherRequests requesterId={request.requester.id} currentId={request.id} />
        </aside>
      </div>
      <TransitionDialog
        request={request}
        target={dialog.kind === 'decision' ? dialog.target : null}
        thresholdUsd={approvalRule.data?.thresholdUsd}
        pending={changeStatus.isPending}
        conflicted={dialog.kind === 'decision' && dialog.conflictOn !== null}
        failure={failureOf(changeStatus.error)}
        othersReviewing={othersReviewing}
        onClose={closeDialog}
        onConfirm={(change) =>
          changeStatus.mutate(change, {
            onSuccess: () => {
              closeDialog();
              afterDecision(change.status);
            },
            onError: (error) => {
              if (!isConflict(error)) return;
              // Someone acted first. With nothing typed the dialog goes and the fresh request
              // shows what happened; a typed reason or comment stays, with what changed.
              if (change.reason) {
                dispatch({ type: 'decision-conflict', version: change.version ?? request.version });
              } else closeDialog();
            },
          })
        }
      />
      {dialog.kind === 'send-back' && (
        <SendBackDialog
          request={request}
          pending={sendBack.isPending}
          conflicted={dialog.conflicted}
          failure={failureOf(sendBack.error)}
          onClose={closeDialog}
          onConfirm={(change) =>
            sendBack.mutate(change, {
              onSuccess: () => {
                closeDialog();
                afterDecision();
              },
              onError: (error) => {
                if (isConflict(error)) dispatch({ type: 'send-back-conflict' });
              },
            })
          }
        />
      )}
      <ShortcutsDialog
        open={dialog.kind === 'shortcuts'}
        onOpenChange={(open) => dispatch({ type: open ? 'shortcuts' : 'close' })}
        shortcuts={shortcuts}
        enabled={shortcutsEnabled}
      />
    </PageLayout>
  );
}
