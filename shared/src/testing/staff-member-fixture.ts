import type { StaffMember } from '../contract';

/** A staff account as `/staff` answers it: by default an active reviewer. */
export function staffMemberFixture(patch: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 'ADM-1',
    name: 'Rae',
    email: 'rae@backoffice.test',
    role: 'reviewer',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
    pendingRole: null,
    ...patch,
  };
}
