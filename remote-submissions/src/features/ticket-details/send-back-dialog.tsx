import {
  awaitingSecondApprovalText,
  mayActOnAwaitingApproval,
  selectUser,
  sendBackFundingSchema,
  useAuthStore,
  type FundingRequest,
} from '@backoffice/shared';
import { ConfirmDialog, TextAreaField } from '@backoffice/shared/ui';
import { useState } from 'react';
import { statusLabels } from '../../lib/labels';
import notice from '../../lib/dialog-notice.module.css';
import { SaveFailure } from '../../lib/save-failure';

interface SendBackDialogProps {
  request: Pick<FundingRequest, 'id' | 'title' | 'status' | 'version' | 'firstApproval'>;
  /** A send in flight: the confirm button shows it. */
  pending: boolean;
  /**
   * Someone else changed the request when the send was confirmed (a 409): the dialog stays, with
   * the typed reason, and says what the fresh request now is.
   */
  conflicted?: boolean;
  /** Why the last send failed, other than a conflict; the reason stays as typed. */
  failure?: string | undefined;
  onConfirm: (sendBack: { reason: string; version: number }) => void;
  onClose: () => void;
}

/**
 * The second reviewer sends an awaiting request back with a reason; it stays under
 * review and the first approval is withdrawn (docs/funding-statuses.md). Mounted while open, so
 * each opening starts empty; a refused send keeps the typed reason.
 */
export function SendBackDialog({
  request,
  conflicted = false,
  failure,
  ...props
}: SendBackDialogProps) {
  const me = useAuthStore(selectUser)?.id ?? '';
  // What the reviewer decided on: a change made while the dialog is open is a conflict (409),
  // never a send-back of an approval they have not seen.
  const [openedOn] = useState({
    version: request.version,
    firstApprover: request.firstApproval?.by.name ?? 'the first reviewer',
  });
  // After the conflict, once the fresh request is here, the send is made on top of it, if it
  // still awaits a second approval this reviewer may give.
  const rebased = conflicted && request.version !== openedOn.version;
  const { firstApproval } = request;
  const stillAwaiting = firstApproval !== null && mayActOnAwaitingApproval(firstApproval, me);
  const basedOn =
    rebased && stillAwaiting
      ? { version: request.version, firstApprover: firstApproval.by.name }
      : openedOn;
  const [draft, setDraft] = useState<{ reason: string; error?: string | undefined }>({
    reason: '',
  });
  const confirm = () => {
    const parsed = sendBackFundingSchema.safeParse({ reason: draft.reason });
    if (parsed.success) props.onConfirm({ reason: parsed.data.reason, version: basedOn.version });
    else setDraft({ ...draft, error: parsed.error.issues[0]?.message });
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={`Send back: ${request.title}`}
      description={`${request.id} stays under review and ${basedOn.firstApprover}'s approval is withdrawn.`}
      confirmLabel="Send back"
      pending={props.pending}
      confirmDisabled={rebased && !stillAwaiting}
      onConfirm={confirm}
    >
      {rebased && (
        <p role="alert" className={notice.conflict}>
          {stillAwaiting
            ? `Changed meanwhile: ${awaitingSecondApprovalText(firstApproval.by.name)}. What you typed is kept; confirm again to go on.`
            : `Changed meanwhile: ${request.id} is now ${statusLabels[request.status]} and no longer awaits your second approval, so it cannot be sent back. What you typed is kept.`}
        </p>
      )}
      <SaveFailure message={failure} />
      <TextAreaField
        label="Why you send it back"
        hint="Kept in the request's history, for the first reviewer."
        required
        rows={3}
        value={draft.reason}
        error={draft.error}
        onChange={(event) => setDraft({ reason: event.target.value })}
      />
    </ConfirmDialog>
  );
}
