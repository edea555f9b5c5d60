import { loginPathFor, safeRedirectTarget } from './safe-redirect';

const origin = 'https://backoffice.example';

describe('safeRedirectTarget', () => {
  it.each([
    ['/submissions/ticket-details/FR-10234', '/submissions/ticket-details/FR-10234'],
    ['/members-management?search=ann#top', '/members-management?search=ann#top'],
    ['/submissions/./ticket-details/FR-1', '/submissions/ticket-details/FR-1'],
  ])('returns to a same-origin path %s', (next, expected) => {
    expect(safeRedirectTarget(next, origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    '//evil.test/steal',
    '/\\evil.test',
    'https://evil.test/',
    'javascript:alert(1)',
    '/login',
    '/login?next=/x',
    '/.//evil.test',
    '/./\\evil.test',
    '/x/..//evil.test/steal',
    '/%2e//evil.test',
  ])('falls back to the dashboard for %s', (next) => {
    expect(safeRedirectTarget(next, origin)).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('remembers where the user was going', () => {
    expect(loginPathFor('/support?room=1')).toBe('/login?next=%2Fsupport%3Froom%3D1');
  });

  it('does not send the login page back to itself or to the bare root', () => {
    expect(loginPathFor('/login')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
  });
});
