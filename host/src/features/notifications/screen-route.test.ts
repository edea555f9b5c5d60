import { screenRoute } from './screen-route';

describe('screenRoute', () => {
  it.each([
    [{ screen: 'SupportChat', roomId: 'r1' }, '/support?room=r1'],
    [{ screen: 'SupportChat' }, '/support'],
    [
      { screen: 'FundingRequest', fundingRequestId: 'FR-10234' },
      '/submissions/ticket-details/FR-10234',
    ],
    [{ screen: 'FundingRequest' }, '/submissions'],
    [{ screen: 'Member', memberId: 'm 7' }, '/members-management/member-profile/m%207'],
    [{ screen: 'Member' }, '/members-management'],
  ])('maps %o to %s', (data, path) => {
    expect(screenRoute(data)).toBe(path);
  });

  it('keeps the user where they are for an unknown or missing screen', () => {
    expect(screenRoute({ screen: 'Wallet' })).toBeNull();
    expect(screenRoute(undefined)).toBeNull();
  });
});
