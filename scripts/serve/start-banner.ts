import { DEMO_MEMBER, DEMO_STAFF } from '../../api/src/db/seed/demo-accounts.ts';

export interface DemoAccount {
  /** The word printed first: the staff role, or `member`. */
  role: string;
  email: string;
  password: string;
}

/** The accounts the api seeds (docs/design.md §4), staff in seed order, then the demo member. */
export const demoAccounts: readonly DemoAccount[] = [
  ...DEMO_STAFF.map(({ staffRole, email, password }) => ({ role: staffRole, email, password })),
  { role: 'member', email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
];

/** A column as wide as its widest value plus two spaces, as the table has always been laid out. */
const columnWidth = (values: readonly string[]) =>
  Math.max(...values.map((value) => value.length)) + 2;

/**
 * What `npm start` prints once everything is up: the URL and the demo credentials (README's
 * promise), in an aligned table. Begins and ends with an empty line to stand apart from the logs.
 */
export function startBanner(hostUrl: string, accounts: readonly DemoAccount[]): string {
  const roleWidth = columnWidth(accounts.map((account) => account.role));
  const emailWidth = columnWidth(accounts.map((account) => account.email));
  return [
    '',
    `  Back-office is running: ${hostUrl}`,
    '',
    '  Demo accounts',
    ...accounts.map(
      ({ role, email, password }) =>
        `    ${role.padEnd(roleWidth)}${email.padEnd(emailWidth)}${password}`,
    ),
    '',
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
