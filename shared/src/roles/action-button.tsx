import { Button, type ButtonProps } from '@backoffice/shared/ui-core';
import type { StaffActionId } from '../contract';
import { useMayAct } from './use-may-act';

export type ActionButtonProps = ButtonProps & { action: StaffActionId };

/**
 * The control of a staff action, shown only to the roles the contract's actions table lets do
 * it: absent, not disabled, for everyone else (a page where they can do nothing says "View only"
 * once, see `ViewOnly`).
 */
export function ActionButton({ action, ...rest }: ActionButtonProps) {
  return useMayAct(action) ? <Button {...rest} /> : null;
}
