import { describe, expect, it } from 'vitest';
import { demoAccounts, startBanner } from './start-banner.ts';

describe('startBanner: what npm start prints once the stack is up', () => {
  it('prints the URL and the seeded demo accounts, aligned, in seed order', () => {
    // Written out in full so that any change to the text, the accounts or the alignment shows here.
    expect(startBanner('http://localhost:3000', demoAccounts)).toBe(`
  Back-office is running: http://localhost:3000

  Demo accounts
    owner     admin@backoffice.test      admin-demo-pass
    reviewer  reviewer@backoffice.test   admin-demo-pass
    reviewer  reviewer2@backoffice.test  admin-demo-pass
    support   support@backoffice.test    admin-demo-pass
    finance   finance@backoffice.test    admin-demo-pass
    auditor   auditor@backoffice.test    admin-demo-pass
    member    member@backoffice.test     member-demo-pass

  Press Ctrl+C to stop.
`);
  });

  it('widens a column to its longest value plus two spaces', () => {
    const banner = startBanner('http://127.0.0.1:5100', [
      { role: 'owner', email: 'a@x.test', password: 'p1' },
      { role: 'accountant', email: 'longer-name@x.test', password: 'p2' },
    ]);
    expect(banner.split('\n').slice(3, 6)).toEqual([
      '  Demo accounts',
      '    owner       a@x.test            p1',
      '    accountant  longer-name@x.test  p2',
    ]);
  });
});
