/** docs/design.md §4: the accounts printed at start and used by the e2e suites. */
export const DEMO_ADMIN = {
  id: 'ADM-1',
  email: 'admin@backoffice.test',
  password: 'admin-demo-pass',
  name: 'Alex Admin',
} as const;

export const DEMO_REVIEWER = {
  id: 'ADM-2',
  email: 'reviewer@backoffice.test',
  password: 'admin-demo-pass',
  name: 'Riley Reviewer',
} as const;

/** Every seeded member signs in with this password; the demo member is the first of them. */
export const DEMO_MEMBER = {
  id: 'MEM-1000',
  email: 'member@backoffice.test',
  password: 'member-demo-pass',
  name: 'Morgan Member',
} as const;
