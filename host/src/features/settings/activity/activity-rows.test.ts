import { auditEntryFixture } from '@backoffice/shared/testing';
import { activityCsvRow, recordHref } from './activity-rows';

const entry = auditEntryFixture({
  at: '2026-11-23T10:00:00.000Z',
  actor: { id: 'ADM-2', name: 'Riley Reviewer' },
  after: { status: 'approved', reason: 'Checked' },
});

describe('activity rows', () => {
  it('exports an entry with readable labels', () => {
    expect(activityCsvRow(entry)).toEqual({
      When: '2026-11-23T10:00:00.000Z',
      Person: 'Riley Reviewer',
      'Person id': 'ADM-2',
      What: 'Funding status changed',
      Entity: 'Funding request',
      'Entity id': 'FR-00012',
      Name: '',
      Change: 'Status: Pending → Approved; Reason: Checked',
    });
  });

  it('exports the record’s name beside its id', () => {
    const named = { ...entry, entity: { ...entry.entity, name: 'School roof repair' } };
    expect(activityCsvRow(named)).toMatchObject({
      'Entity id': 'FR-00012',
      Name: 'School roof repair',
    });
  });

  it('links each entry to its record’s page, where the record has one', () => {
    expect(recordHref({ type: 'funding_request', id: 'FR-00012' })).toBe(
      '/submissions/ticket-details/FR-00012',
    );
    expect(recordHref({ type: 'member', id: 'M-7' })).toBe(
      '/members-management/member-profile/M-7',
    );
    expect(recordHref({ type: 'support_room', id: 'R-1' })).toBe('/support?room=R-1');
    expect(recordHref({ type: 'coupon', id: 'C-1' })).toBeUndefined();
  });
});
