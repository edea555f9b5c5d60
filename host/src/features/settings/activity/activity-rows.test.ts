import { auditEntryFixture } from '@backoffice/shared/testing';
import { activityCsvRow } from './activity-rows';

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
      Change: 'Status: Pending → Approved; Reason: Checked',
    });
  });
});
