import type { AuditEntry } from '../contract';

/** An audit entry as the api answers it: by default a reviewer taking up a funding request. */
export function auditEntryFixture(patch: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'aud-1',
    at: '2026-11-20T10:00:00.000Z',
    actor: { id: 'ADM-2', name: 'Ana Reviewer' },
    kind: 'funding.status',
    entity: { type: 'funding_request', id: 'FR-00012' },
    before: { status: 'pending' },
    after: { status: 'under_review' },
    ...patch,
  };
}
