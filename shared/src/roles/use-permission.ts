import { selectUser, useAuthStore } from '@backoffice/shared/session';
import type { Permission } from '../contract';
import { permissionFor, type PermissionCheck } from './permission-for';

/** Whether the signed-in person may do this, and why not. */
export function usePermission(permission: Permission): PermissionCheck {
  return permissionFor(useAuthStore(selectUser), permission);
}
