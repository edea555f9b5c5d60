import { sendBackFundingSchema, type FundingRequest } from '@backoffice/shared';
import { ConfirmDialog, TextAreaField } from '@backoffice/shared/ui';
import { useState } from 'react';

/**
 * Issue 21: the second reviewer sends an awaiting request back with a reason; it stays under
 * review and the first approval is withdrawn (docs/funding-statuses.md). A refused send keeps
 * the typed reason.
 */
export function SendBackDialog({
  request,
  open,
  pending,
  onConfirm,
  onClose,
}: {
  request: Pick<FundingRequest, 'id' | 'title' | 'firstApproval'>;
  open: boolean;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    const parsed = sendBackFundingSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onConfirm(parsed.data.reason);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Send back: ${request.title}`}
      description={`${request.id} stays under review and ${request.firstApproval?.by.name ?? 'the first reviewer'}'s approval is withdrawn.`}
      confirmLabel="Send back"
      pending={pending}
      onConfirm={confirm}
    >
      <TextAreaField
        label="Why you send it back"
        hint="Kept in the request's history, for the first reviewer."
        required
        rows={3}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
