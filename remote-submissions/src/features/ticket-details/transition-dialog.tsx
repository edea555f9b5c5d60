import {
  fundingTransitionNeedsReason,
  selectUser,
  useAuthStore,
  updateFundingRequestSchema,
  type FundingRequest,
  type FundingStatus,
} from '@backoffice/shared';
import { CheckboxField, ConfirmDialog, TextAreaField, TextField } from '@backoffice/shared/ui';
import { RecordPresenceNote, type RecordPresenceLine } from '@backoffice/shared/realtime';
import { useState } from 'react';
import { statusLabels } from '../../lib/labels';
import notice from '../../lib/dialog-notice.module.css';
import { SaveFailure } from '../../lib/save-failure';
import type { StatusChange } from './ticket-mutations';
import { describeTransition, rejectionNote, transitionLabels } from './transitions';
import styles from './ticket-details.module.css';

type TransitionDialogProps = {
  request: Pick<
    FundingRequest,
    'id' | 'title' | 'status' | 'version' | 'amountRequested' | 'currency' | 'firstApproval'
  >;
  target: FundingStatus | null;
  /** The four-eyes threshold (US cents), once known: an approval says if it is the first of two. */
  thresholdUsd?: number | undefined;
  pending: boolean;
  /**
   * Someone else changed the request when this change was confirmed (a 409), and the reviewer had
   * typed something: the dialog stays, with the text. The page closes it instead when the request
   * as it now stands refuses the change.
   */
  conflicted?: boolean;
  /** Why the last confirm failed, other than a conflict; the form stays as typed. */
  failure?: string | undefined;
  onConfirm: (change: StatusChange) => void;
  onClose: () => void;
  /** Colleagues with their own decision dialog open on this request: said before deciding. */
  othersReviewing?: readonly RecordPresenceLine[];
};

/**
 * Confirms a status change; rejecting asks for a reason that may also go to the requester, and
 * asking the requester asks for the question, which the api always sends as a note.
 */
export function TransitionDialog({ target, ...props }: TransitionDialogProps) {
  // Keyed by target so every opening starts from an empty form.
  return target ? <TransitionForm key={target} target={target} {...props} /> : null;
}

function TransitionForm({
  request,
  target,
  pending,
  conflicted = false,
  failure,
  thresholdUsd,
  othersReviewing = [],
  onConfirm,
  onClose,
}: Omit<TransitionDialogProps, 'target'> & { target: FundingStatus }) {
  const me = useAuthStore(selectUser)?.id ?? '';
  // What the reviewer decided on: a change someone makes while the dialog is open is a conflict,
  // and the dialog goes on describing the change they chose, never one the status cannot make.
  const [openedOn] = useState({ version: request.version, status: request.status });
  // After the conflict, once the fresh request is here, the change is made on top of it: the
  // reviewer sees what changed, and confirms again.
  const rebased = conflicted && request.version !== openedOn.version;
  const basedOn = rebased ? { version: request.version, status: request.status } : openedOn;
  const needsReason = fundingTransitionNeedsReason(target);
  const asking = target === 'needs_info';
  const [reason, setReason] = useState('');
  const [sendToRequester, setSendToRequester] = useState(false);
  const [error, setError] = useState<string>();
  const note =
    !asking && sendToRequester && reason.trim() ? rejectionNote(request.title, reason) : null;

  const confirm = () => {
    const parsed = updateFundingRequestSchema.safeParse({
      status: target,
      reason: reason.trim() || undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onConfirm({ ...parsed.data, noteToRequester: note ?? undefined, version: basedOn.version });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${transitionLabels[target]}: ${request.title}`}
      description={describeTransition(request, basedOn.status, target, me, thresholdUsd)}
      confirmLabel={transitionLabels[target]}
      tone={target === 'rejected' ? 'danger' : 'primary'}
      pending={pending}
      onConfirm={confirm}
    >
      {rebased && (
        <p role="alert" className={notice.conflict}>
          {`Changed meanwhile: ${request.id} is now ${statusLabels[request.status]}. What you typed is kept; confirm again to go on.`}
        </p>
      )}
      {othersReviewing.length > 0 && (
        <div className={notice.conflict}>
          <RecordPresenceNote lines={othersReviewing} />
        </div>
      )}
      <SaveFailure message={failure} />
      {needsReason ? (
        <>
          <TextAreaField
            label={asking ? 'Question for the requester' : 'Reason for rejecting'}
            hint={
              asking
                ? 'Sent to the requester as a note; the request waits for their answer.'
                : undefined
            }
            required
            rows={3}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          {!asking && (
            <CheckboxField
              label="Also send this reason to the requester as a note"
              checked={sendToRequester}
              onChange={(event) => setSendToRequester(event.target.checked)}
            />
          )}
          {note && (
            <section aria-label="Note preview" className={styles.preview}>
              <p className={styles.muted}>The requester will receive:</p>
              <p>{note}</p>
            </section>
          )}
        </>
      ) : (
        <TextField
          label="Comment (optional)"
          hint="Kept in the request's history. Press Enter to confirm."
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
    </ConfirmDialog>
  );
}
