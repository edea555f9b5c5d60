import type { StaffRole } from '@backoffice/shared/contract';

/** docs/design.md §4: the accounts printed at start and used by the e2e suites. */
export const DEMO_ADMIN = {
  id: 'ADM-1',
  email: 'admin@backoffice.test',
  password: 'admin-demo-pass',
  name: 'Alex Admin',
  staffRole: 'owner',
} as const;

export const DEMO_REVIEWER = {
  id: 'ADM-2',
  email: 'reviewer@backoffice.test',
  password: 'admin-demo-pass',
  name: 'Riley Reviewer',
  staffRole: 'reviewer',
} as const;

/** A second reviewer, so four-eyes approvals can be completed by someone else. */
export const DEMO_SECOND_REVIEWER = {
  id: 'ADM-3',
  email: 'reviewer2@backoffice.test',
  password: 'admin-demo-pass',
  name: 'Ana Reviewer',
  staffRole: 'reviewer',
} as const;

export const DEMO_SUPPORT = {
  id: 'ADM-4',
  email: 'support@backoffice.test',
  password: 'admin-demo-pass',
  name: 'Sasha Support',
  staffRole: 'support',
} as const;

export const DEMO_FINANCE = {
  id: 'ADM-5',
  email: 'finance@backoffice.test',
  password: 'admin-demo-pass',
  name: 'Frankie Finance',
  staffRole: 'finance',
} as const;

export const DEMO_AUDITOR = {
  id: 'ADM-6',
  email: 'auditor@backoffice.test',
  password: 'admin-demo-pass',
  name: 'Avery Auditor',
  staffRole: 'auditor',
} as const;

export interface DemoStaff {
  id: string;
  email: string;
  password: string;
  name: string;
  staffRole: StaffRole;
}

/** Every seeded staff account, one per role and two reviewers; all share one password. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  DEMO_ADMIN,
  DEMO_REVIEWER,
  DEMO_SECOND_REVIEWER,
  DEMO_SUPPORT,
  DEMO_FINANCE,
  DEMO_AUDITOR,
];

/** Every seeded member signs in with this password; the demo member is the first of them. */
export const DEMO_MEMBER = {
  id: 'MEM-1000',
  email: 'member@backoffice.test',
  password: 'member-demo-pass',
  name: 'Morgan Member',
} as const;
