import {
  formatDateTime,
  notifyError,
  notifySuccess,
  type SetPasswordLink,
} from '@backoffice/shared';
import { Button, TextField } from '@backoffice/shared/ui';
import styles from './staff.module.css';

async function copy(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    notifySuccess('Link copied');
  } catch {
    notifyError('Could not copy the link: select it and copy it yourself');
  }
}

/**
 * The one-time link of an invitation or a reset, for the owner to pass on. It is shown once: the
 * api keeps only its hash (the local api also prints it to its log).
 */
export function PasswordLinkNotice({
  result,
  purpose,
  onDismiss,
}: {
  result: SetPasswordLink;
  purpose: 'invite' | 'reset';
  onDismiss: () => void;
}) {
  const what = purpose === 'invite' ? 'Invitation link' : 'Password reset link';
  return (
    <section className={styles.link} aria-label={what} role="status">
      <p className={styles.linkLead}>
        {what} for <strong>{result.staff.name}</strong> ({result.staff.email}). Send it to them: it
        sets their password once and expires {formatDateTime(result.expiresAt)}.
      </p>
      <div className={styles.linkRow}>
        <TextField
          label={`${what} for ${result.staff.email}`}
          readOnly
          value={result.link}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy(result.link)}>
          Copy link
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </section>
  );
}
