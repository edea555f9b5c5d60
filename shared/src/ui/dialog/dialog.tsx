import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useRef, type ReactNode } from 'react';
import { IconButton } from '@backoffice/shared/ui-core';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons under the content, e.g. Cancel and Save. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /**
   * 'top' holds the dialog's top edge in place while its content grows or shrinks (a search's
   * results): a centred dialog moves up by half of every change.
   */
  placement?: 'centre' | 'top';
  /** While true, Escape, the overlay and the close button do not close it (an action is pending). */
  preventClose?: boolean;
};

/**
 * A modal dialog: focus is trapped inside, Escape closes it, focus returns to the opener. When
 * what the dialog did removed the opener (a status button replaced by the next status's), focus
 * goes to the closest container around it that takes focus (`tabIndex={-1}`), not to the page's
 * start.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  placement = 'centre',
  preventClose = false,
}: DialogProps) {
  // Radix returns focus only to its own Trigger; these dialogs are opened by any button, so the
  // element focused at opening time gets focus back on close, or else its focusable container.
  const openerRef = useRef<HTMLElement[]>([]);
  const handleOpenChange = (next: boolean) => {
    if (!next && preventClose) return;
    onOpenChange(next);
  };
  // A closed dialog renders nothing (it has no closing animation to wait for). Radix's closed
  // parts would each send their presence state machine an update while the page commits, at the
  // synchronous priority that runs every effect of that commit before the browser can paint it.
  if (!open) return null;
  return (
    <RadixDialog.Root open={open} onOpenChange={handleOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(
            styles.content,
            size === 'lg' && styles.wide,
            placement === 'top' && styles.top,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const opener = document.activeElement;
            const container = opener?.parentElement?.closest<HTMLElement>('[tabindex="-1"]');
            openerRef.current = [opener, container].filter(
              (element) => element instanceof HTMLElement,
            );
          }}
          onCloseAutoFocus={(event) => {
            const target = openerRef.current.find((element) => element.isConnected);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
          {/* Last in the DOM so initial focus lands on the content, not on the close button. */}
          <RadixDialog.Close asChild>
            <IconButton
              label="Close"
              icon="✕"
              size="sm"
              className={styles.close}
              disabled={preventClose}
            />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
