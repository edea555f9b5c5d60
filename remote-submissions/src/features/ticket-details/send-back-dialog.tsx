import { sendBackFundingSchema, type FundingRequest } from '@backoffice/shared';
import { ConfirmDialog, TextAreaField } from '@backoffice/shared/ui';
import { useState } from 'react';

interface SendBackDialogProps {
  request: Pick<FundingRequest, 'id' | 'title' | 'firstApproval'>;
  /** A send in flight: the confirm button shows it. */
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Issue 21: the second reviewer sends an awaiting request back with a reason; it stays under
 * review and the first approval is withdrawn (docs/funding-statuses.md). Mounted while open, so
 * each opening starts empty; a refused send keeps the typed reason.
 */
export function SendBackDialog(props: SendBackDialogProps) {
  const { request } = props;
  const [draft, setDraft] = useState<{ reason: string; error?: string | undefined }>({
    reason: '',
  });
  const confirm = () => {
    const parsed = sendBackFundingSchema.safeParse({ reason: draft.reason });
    if (parsed.success) props.onConfirm(parsed.data.reason);
    else setDraft({ ...draft, error: parsed.error.issues[0]?.message });
  };
  const firstApprover = request.firstApproval?.by.name ?? 'the first reviewer';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={`Send back: ${request.title}`}
      description={`${request.id} stays under review and ${firstApprover}'s approval is withdrawn.`}
      confirmLabel="Send back"
      pending={props.pending}
      onConfirm={confirm}
    >
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
