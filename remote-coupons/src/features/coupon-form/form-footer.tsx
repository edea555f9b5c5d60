import { Button } from '@backoffice/shared/ui';
import styles from './coupon-form.module.css';

type FormFooterProps = {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** A save that failed without blaming one field (a 500, no network): shown above the buttons. */
  failure?: string;
  /** Nothing can be saved (the coupon was revoked meanwhile). */
  submitDisabled?: boolean;
};

export function FormFooter({
  submitLabel,
  pending,
  onCancel,
  failure,
  submitDisabled = false,
}: FormFooterProps) {
  return (
    <>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
