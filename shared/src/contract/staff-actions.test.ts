import { endpoints } from './endpoints';
import {
  actionsOfRequest,
  audienceRoles,
  isSensitive,
  nameItems,
  refusedAction,
  sensitiveActionIds,
  sensitiveEndpoints,
  staffActionIds,
  staffActions,
  viewOnlyFor,
} from './staff-actions';

describe('the staff actions table', () => {
  it('asks for a recent password before every change of who can do what', () => {
    expect(sensitiveActionIds).toEqual(
      expect.arrayContaining([
        'release',
        'canary',
        'rollback',
        'registerArea',
        'endStaffSessions',
        'changeRole',
        'invite',
        'resetPassword',
        'changeThreshold',
        'twoFactorPolicy',
        'createReleaseToken',
      ]),
    );
    expect(isSensitive('approve')).toBe(false);
    expect(sensitiveEndpoints.has('inviteStaff')).toBe(true);
    expect(sensitiveEndpoints.has('updateFundingRequest')).toBe(false);
  });

  it('never offers Undo for a decision the requester is told of', () => {
    for (const id of ['approve', 'reject', 'askRequester', 'bulkApprove', 'sendBack'] as const) {
      expect(staffActions[id].kind, id).toBe('consequential');
    }
  });

  it('names an endpoint the contract has for every row that goes through one', () => {
    for (const id of staffActionIds) {
      const request = staffActions[id].request;
      if ('endpoint' in request) expect(endpoints, id).toHaveProperty(request.endpoint);
    }
  });

  it('tells one endpoint’s actions apart by the body', () => {
    expect(actionsOfRequest('updateFundingRequest', { status: 'approved' })).toEqual(['approve']);
    expect(actionsOfRequest('setRoomStatus', { status: 'snoozed', until: null })).toEqual([
      'snooze',
    ]);
    expect(actionsOfRequest('sendBackFundingRequest', 'not json')).toEqual(['sendBack']);
    expect(actionsOfRequest('updateMember', { verified: true })).toEqual([
      'editMember',
      'markVerified',
    ]);
    expect(refusedAction('auditor', 'updateMember', { verified: true })).toBe('editMember');
    expect(refusedAction('owner', 'updateMember', { verified: true })).toBeUndefined();
  });

  it('says "View only" where a role can do none of a page’s actions', () => {
    expect(viewOnlyFor('auditor', ['approve', 'reject'])).toBe(true);
    expect(viewOnlyFor('reviewer', ['approve', 'reject'])).toBe(false);
    expect(viewOnlyFor(undefined, ['createSavedView'])).toBe(true);
  });

  it('sends threshold requests to owners only and chat news to those who can answer', () => {
    expect(audienceRoles('owners')).toEqual(['owner']);
    expect(audienceRoles('chatAgents')).toEqual(['owner', 'support']);
    expect(audienceRoles('member')).toEqual([]);
  });

  it('names the first five items of a confirmation and counts the rest', () => {
    expect(nameItems(['FR-10110', 'FR-10080'])).toBe('FR-10110, FR-10080');
    expect(nameItems(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E and 2 more');
  });
});
