import { staffRoles, type AuthUser, type StaffRole } from '@backoffice/shared';
import { settingsSectionAt, settingsSectionsFor } from './settings-sections';

const staff = (staffRole: StaffRole): AuthUser => ({
  id: 'ADM-1',
  name: 'A',
  email: 'a@x.test',
  role: 'admin',
  staffRole,
});

const labelsFor = (user: AuthUser | null) =>
  settingsSectionsFor(user).map((section) => section.label);

describe("Settings' menu by role", () => {
  it.each([
    [
      'owner',
      [
        'General',
        'Security',
        'Staff',
        'Activity',
        'Approvals',
        'Due targets',
        'Support',
        'Diagnostics',
        'Areas',
        'Health',
      ],
    ],
    ['auditor', ['General', 'Security', 'Activity']],
    ['reviewer', ['General', 'Security']],
    ['support', ['General', 'Security']],
    ['finance', ['General', 'Security']],
  ] as const)('an %s sees %j', (role, labels) => {
    expect(labelsFor(staff(role))).toEqual(labels);
  });

  it('offers every role its own pages, General and Security', () => {
    for (const role of staffRoles) {
      expect(labelsFor(staff(role)).slice(0, 2)).toEqual(['General', 'Security']);
    }
  });
});

describe('the page at an address', () => {
  it.each([
    ['/settings', 'General'],
    ['/settings/', 'General'],
    ['/settings/staff', 'Staff'],
    ['/settings/health/', 'Health'],
  ])('%s is %s', (path, label) => {
    expect(settingsSectionAt(path)?.label).toBe(label);
  });

  it('is none for an address Settings does not have', () => {
    expect(settingsSectionAt('/settings/nothing')).toBeUndefined();
  });
});
