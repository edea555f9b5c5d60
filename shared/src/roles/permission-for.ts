import { permissionRefusal, roleMay, type AuthUser, type Permission } from '../contract';

export interface PermissionCheck {
  allowed: boolean;
  /** Why not, for a disabled control's tooltip; undefined when allowed. */
  reason: string | undefined;
}

/**
 * What the dashboard offers a signed-in person, from the contract's one table. A
 * session stored before roles existed carries no role: it is offered everything, as before, and
 * the api (which reads the role per request) refuses what the role may not do.
 */
export function permissionFor(user: AuthUser | null, permission: Permission): PermissionCheck {
  if (!user?.staffRole) return { allowed: true, reason: undefined };
  const allowed = roleMay(user.staffRole, permission);
  return { allowed, reason: allowed ? undefined : permissionRefusal(user.staffRole, permission) };
}
