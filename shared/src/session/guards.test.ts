import { authUserSchema, staffRoles } from '../contract';
import { isAuthUser } from './guards';
import { parsePersistedRoot } from './persist-root';
import { parseRuntimeConfig } from './runtime-config';

const user = { id: 'u-1', name: 'Ada', email: 'ada@example.test', role: 'admin' };

// The session entry checks storage by hand (guards.ts); the contract's schema is the reference.
const userSamples: unknown[] = [
  user,
  { ...user, role: 'member' },
  { ...user, role: 'owner' },
  ...staffRoles.map((staffRole) => ({ ...user, staffRole })),
  { ...user, staffRole: 'admin' },
  { ...user, staffRole: null },
  { ...user, id: 7 },
  { ...user, email: undefined },
  { name: 'Ada' },
  null,
  'admin',
  [user],
];

describe('boot-time guards', () => {
  it.each(userSamples.map((sample) => [JSON.stringify(sample), sample]))(
    'isAuthUser agrees with the contract on %s',
    (_label, sample) => {
      expect(isAuthUser(sample)).toBe(authUserSchema.safeParse(sample).success);
    },
  );

  it('reads a stored root, dropping unknown keys like a zod object', () => {
    const stored = {
      login: {
        isAuthenticated: true,
        user: { ...user, extra: 'x' },
        accessToken: 'a',
        refreshToken: null,
        extra: 1,
      },
      notification: { hasNewNotification: true },
      other: 'x',
    };
    expect(parsePersistedRoot(stored)).toEqual({
      login: { isAuthenticated: true, user, accessToken: 'a', refreshToken: null },
      notification: { hasNewNotification: true },
    });
    expect(parsePersistedRoot({})).toEqual({});
  });

  it.each([
    ['not an object', 'x'],
    ['a login without its flag', { login: { user: null, accessToken: null, refreshToken: null } }],
    [
      'a login with a bad user',
      { login: { isAuthenticated: true, user: { id: 1 }, accessToken: 'a', refreshToken: null } },
    ],
    ['a notification slice without its flag', { notification: {} }],
  ])('refuses %s as a stored root', (_label, stored) => {
    expect(parsePersistedRoot(stored)).toBeNull();
  });

  it('reads a runtime config and says what is wrong with a bad one', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://api.test//', vapidKey: null })).toEqual({
      config: { apiBaseUrl: 'http://api.test', vapidKey: null },
    });
    expect(parseRuntimeConfig({ apiBaseUrl: '', firebase: { apiKey: 1 }, vapidKey: 2 })).toEqual({
      problems: [
        'apiBaseUrl: apiBaseUrl is required',
        'firebase: expected an object of strings',
        'vapidKey: expected a string',
      ],
    });
    expect(parseRuntimeConfig(null)).toEqual({ problems: ['expected an object'] });
    expect(
      parseRuntimeConfig({ apiBaseUrl: 'http://api.test', previewOrigins: ['http://x:1'] }),
    ).toEqual({ config: { apiBaseUrl: 'http://api.test', previewOrigins: ['http://x:1'] } });
    expect(
      parseRuntimeConfig({ apiBaseUrl: 'http://api.test', previewOrigins: 'http://x' }),
    ).toEqual({ problems: ['previewOrigins: expected a list of origins'] });
  });

  it('reads rum as a boolean and refuses anything else', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', rum: false })).toEqual({
      config: { apiBaseUrl: 'http://api.test', rum: false },
    });
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', rum: 'off' })).toEqual({
      problems: ['rum: expected true or false'],
    });
  });
});
