import type { Permission } from '../contract';
import styles from './permitted-button.module.css';
import { usePermission } from './use-permission';

/**
 * Why the signed-in person's role may not use the PermittedButtons beside it, written out on a
 * line of its own: their tooltip never shows on a touch screen. Nothing for a role that may.
 */
export function RefusalReason({
  permission,
  className,
}: {
  permission: Permission;
  /** Where the page places the line (its margin, its order in a bar). */
  className?: string;
}) {
  const { reason } = usePermission(permission);
  if (!reason) return null;
  return <p className={className ? `${styles.reason} ${className}` : styles.reason}>{reason}</p>;
}
