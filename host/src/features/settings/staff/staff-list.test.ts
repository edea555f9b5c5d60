import type { StaffMember } from '@backoffice/shared';
import { duplicateNameIds, visibleStaff } from './staff-list';

const person = (id: string, name: string, email: string): StaffMember => ({
  id,
  name,
  email,
  role: 'support',
  status: 'invited',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  pendingRole: null,
});

const staff = [
  person('ADM-3', 'Riley Reviewer', 'reviewer@backoffice.test'),
  person('ADM-1', 'alex Admin', 'alex2@backoffice.test'),
  person('ADM-2', 'Alex  Admin', 'alex1@backoffice.test'),
  person('ADM-4', 'Ana Auditor', 'auditor@backoffice.test'),
];
const names = (list: StaffMember[]) => list.map((member) => `${member.name} <${member.email}>`);

describe('visibleStaff', () => {
  it('lists by name whatever the case, one name by email', () => {
    expect(names(visibleStaff(staff, ''))).toEqual([
      'Alex  Admin <alex1@backoffice.test>',
      'alex Admin <alex2@backoffice.test>',
      'Ana Auditor <auditor@backoffice.test>',
      'Riley Reviewer <reviewer@backoffice.test>',
    ]);
  });

  it('keeps those whose name or email holds the search, any case', () => {
    expect(names(visibleStaff(staff, ' REVIEW'))).toEqual([
      'Riley Reviewer <reviewer@backoffice.test>',
    ]);
    expect(visibleStaff(staff, 'auditor@').map((member) => member.id)).toEqual(['ADM-4']);
    expect(visibleStaff(staff, 'nobody')).toEqual([]);
  });
});

describe('duplicateNameIds', () => {
  it('marks every account whose name another has, case and spaces aside', () => {
    expect([...duplicateNameIds(staff)].sort()).toEqual(['ADM-1', 'ADM-2']);
    expect(duplicateNameIds(staff.slice(0, 2)).size).toBe(0);
  });
});
