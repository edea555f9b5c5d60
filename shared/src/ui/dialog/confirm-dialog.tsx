import type { FormEvent, ReactNode } from 'react';
import { Button } from '@backoffice/shared/ui-core';
import { Dialog } from './dialog';
import styles from './dialog.module.css';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  /** The action is running: the confirm button shows it, and the dialog cannot be dismissed. */
  pending?: boolean;
  confirmDisabled?: boolean;
  /** Extra content such as a reason field; Enter in a text field confirms. */
  children?: ReactNode;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  pending = false,
  confirmDisabled = false,
  children,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      preventClose={pending}
    >
      <form onSubmit={submit} className={styles.form}>
        {children}
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone} loading={pending} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
