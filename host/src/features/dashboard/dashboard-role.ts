import type { AuthUser, StaffRole } from '@backoffice/shared';

/**
 * Whose dashboard a person sees. A session stored before roles existed carries none: it is offered
 * everything (permissionFor), so it sees the owner's.
 */
export const dashboardRole = (user: AuthUser | null): StaffRole => user?.staffRole ?? 'owner';
