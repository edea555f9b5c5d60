import { act } from 'react';
import type { StaffRole } from '../contract';
import { useAuthStore } from '../session';

const demoStaff = {
  reviewer: { id: 'ADM-2', name: 'Riley Reviewer', email: 'reviewer@backoffice.test' },
  auditor: { id: 'ADM-9', name: 'Avery Auditor', email: 'auditor@backoffice.test' },
} satisfies Partial<Record<StaffRole, { id: string; name: string; email: string }>>;

/** Runs `test` signed in as a demo staff member of `staffRole`, signed out again after it. */
export async function signedInAs(
  staffRole: keyof typeof demoStaff,
  test: () => void | Promise<void>,
): Promise<void> {
  act(() => useAuthStore.setState({ user: { ...demoStaff[staffRole], role: 'admin', staffRole } }));
  try {
    await test();
  } finally {
    act(() => useAuthStore.setState({ user: null }));
  }
}
