import type { Credentials } from './sessions.ts';

/** The accounts the suites sign in with, by role (docs/qa.md lists which suite needs which). */
export const roles = {
  admin: {
    env: 'E2E_ADMIN',
    demo: { email: 'admin@backoffice.test', password: 'admin-demo-pass' },
  },
  member: {
    env: 'E2E_MEMBER',
    demo: { email: 'member@backoffice.test', password: 'member-demo-pass' },
  },
  reviewer: {
    env: 'E2E_REVIEWER',
    demo: { email: 'reviewer@backoffice.test', password: 'admin-demo-pass' },
  },
  reviewer2: {
    env: 'E2E_REVIEWER2',
    demo: { email: 'reviewer2@backoffice.test', password: 'admin-demo-pass' },
  },
  support: {
    env: 'E2E_SUPPORT',
    demo: { email: 'support@backoffice.test', password: 'admin-demo-pass' },
  },
  finance: {
    env: 'E2E_FINANCE',
    demo: { email: 'finance@backoffice.test', password: 'admin-demo-pass' },
  },
  auditor: {
    env: 'E2E_AUDITOR',
    demo: { email: 'auditor@backoffice.test', password: 'admin-demo-pass' },
  },
} as const satisfies Record<string, { env: string; demo: Credentials }>;

export type Role = keyof typeof roles;

type Env = Record<string, string | undefined>;

/** The role's account from E2E_<ROLE>_EMAIL and E2E_<ROLE>_PASSWORD; undefined unless both are set. */
export function accountFromEnv(role: Role, env: Env): Credentials | undefined {
  const email = env[`${roles[role].env}_EMAIL`];
  const password = env[`${roles[role].env}_PASSWORD`];
  return email && password ? { email, password } : undefined;
}

/**
 * The account a suite uses for `role`: the local stack's demo account, or against a deployment
 * the one the environment gives (the demo one when it gives none: requireAccounts has then
 * skipped the suite, so nothing signs in with it).
 */
export function accountFor(role: Role, deployment: boolean, env: Env): Credentials {
  return (deployment && accountFromEnv(role, env)) || roles[role].demo;
}

/** Why a suite is skipped against a deployment: the roles whose accounts the environment lacks. */
export function missingAccounts(needed: readonly Role[], env: Env): string | undefined {
  const missing = needed.filter((role) => !accountFromEnv(role, env));
  if (missing.length === 0) return undefined;
  const variables = missing.map((role) => `${roles[role].env}_EMAIL/_PASSWORD`).join(', ');
  return `needs accounts the environment does not give: ${variables}`;
}
