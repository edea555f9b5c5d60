import type { StaffRole } from '@backoffice/shared';
import { signedInAs } from '@backoffice/shared/testing';
import { firstData } from './dashboard-first-data';

/** The areas (query keys' first part) a role's dashboard asks for first. */
const areasAsked = (role?: StaffRole) =>
  new Set(firstData(new Date(), role).map(({ queryKey }) => String(queryKey[0])));

describe("each role's dashboard asks first for its own work only", () => {
  it.each([
    ['reviewer', ['submissions']],
    ['support', ['support']],
    ['finance', ['coupons']],
    ['auditor', ['audit']],
  ] as const)('%s: %j', (role, areas) => {
    expect([...areasAsked(role)].toSorted()).toEqual(areas);
  });

  it("the owner's asks for what waits on owners beside the figures", () => {
    expect(areasAsked('owner')).toEqual(
      new Set([
        'settings',
        'staff',
        'submissions',
        'health',
        'due',
        'coupons',
        'members',
        'support',
        'notifications',
      ]),
    );
  });

  it('reads the role of the person signed in', async () => {
    await signedInAs('reviewer', () => {
      expect(areasAsked()).toEqual(areasAsked('reviewer'));
    });
    expect(areasAsked()).toEqual(areasAsked('owner'));
  });
});
