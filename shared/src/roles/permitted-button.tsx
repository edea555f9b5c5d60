import { Button, type ButtonProps } from '@backoffice/shared/ui-core';
import { useId } from 'react';
import type { Permission } from '../contract';
import styles from './permitted-button.module.css';
import { usePermission } from './use-permission';

export type PermittedButtonProps = ButtonProps & { permission: Permission };

/**
 * A button the signed-in person's role may not use is disabled, with the reason as its tooltip
 * and as its accessible description (a disabled button gets no hover events, so the wrapper
 * carries the tooltip).
 */
export function PermittedButton({ permission, disabled, ...rest }: PermittedButtonProps) {
  const { allowed, reason } = usePermission(permission);
  const reasonId = useId();
  if (allowed) return <Button disabled={disabled} {...rest} />;
  return (
    <span className={styles.refused} title={reason}>
      <Button disabled aria-describedby={reasonId} {...rest} />
      <span id={reasonId} hidden>
        {reason}
      </span>
    </span>
  );
}
