import { act } from 'react';
import type { StaffRole } from '../contract';
import { useAuthStore } from '../session';

const demoStaff = {
  owner: { id: 'ADM-1', name: 'Alex Admin', email: 'admin@backoffice.test' },
  reviewer: { id: 'ADM-2', name: 'Riley Reviewer', email: 'reviewer@backoffice.test' },
  support: { id: 'ADM-4', name: 'Sasha Support', email: 'support@backoffice.test' },
  finance: { id: 'ADM-5', name: 'Frankie Finance', email: 'finance@backoffice.test' },
  auditor: { id: 'ADM-9', name: 'Avery Auditor', email: 'auditor@backoffice.test' },
} satisfies Record<StaffRole, { id: string; name: string; email: string }>;

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
