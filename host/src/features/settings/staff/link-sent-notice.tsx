import {
  apiRequest,
  formatDateTime,
  invitationWaitingText,
  type PasswordLinkSent,
} from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { useMutation } from '@tanstack/react-query';
import styles from './staff.module.css';

/**
 * Where an invitation or a reset went. The link itself is never shown here: it goes by email to
 * the person only (docs/security.md), so an owner cannot sign in as someone they invite.
 */
export function LinkSentNotice({
  result,
  onResent,
  onDismiss,
}: {
  result: PasswordLinkSent;
  onResent: (result: PasswordLinkSent) => void;
  onDismiss: () => void;
}) {
  const resend = useMutation({
    mutationFn: () => apiRequest('resetStaffPassword', { params: { id: result.staff.id } }),
    onSuccess: onResent,
  });
  const what = result.purpose === 'invite' ? 'Invitation' : 'Password reset link';
  return (
    <section className={styles.link} aria-label={`${what} sent`} role="status">
      <p className={styles.linkLead}>
        {what} sent to <strong>{result.sentTo}</strong>. The link in it works once and expires{' '}
        {formatDateTime(result.expiresAt)}.
      </p>
      {result.purpose === 'invite' && result.staff.pendingRole && (
        <p>{invitationWaitingText(result.staff.pendingRole)}</p>
      )}
      <div className={styles.linkRow}>
        <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
          Resend
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          Done
        </Button>
      </div>
      {resend.isError && (
        <p role="alert" className={styles.failure}>
          {resend.error.message}
        </p>
      )}
    </section>
  );
}
