import {
  buildPath,
  endpoints,
  permissionRefusal,
  roleMay,
  socketEventPermissions,
  staffRoles,
  type ClientToServerEvents,
  type Endpoint,
  type EndpointName,
  type Permission,
  type StaffRole,
} from '@backoffice/shared/contract';
import { DEMO_STAFF, signinAs, startApi, type TestApi } from '../src/testing';
import { client, connectSupport, recordEvents, type SupportClient } from './helpers';

let api: TestApi;
const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  api = await startApi();
  for (const staff of DEMO_STAFF) {
    const signedIn = await signinAs(api.url, staff.email, staff.password);
    expect(signedIn.user).toMatchObject({ role: 'admin', staffRole: staff.staffRole });
    tokens.set(staff.staffRole, signedIn.access_token);
  }
});
afterAll(() => api?.close());

/** Ids no seeded record has: an allowed call fails on the record (404/400), never on the role. */
const PARAMS = { id: 'NO-SUCH-ID', deviceId: 'no-such-device', remote: 'remote_no_such_area' };

/** Every row a staff token may call: not the public ones, not the member's own side. */
const staffEndpoints = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => !('public' in endpoints[name]) && !('memberOnly' in endpoints[name]),
);

function permissionOf(name: EndpointName): Permission {
  const endpoint: Endpoint = endpoints[name];
  if (!endpoint.permission) throw new Error(`${name} names no permission`);
  return endpoint.permission;
}

describe('the one permissions table, over HTTP', () => {
  it('names a permission for every endpoint that needs a token', () => {
    for (const name of staffEndpoints) expect(endpoints[name], name).toHaveProperty('permission');
  });

  const cases = staffRoles.flatMap((role) =>
    staffEndpoints.map(
      (name) => [role, name, roleMay(role, permissionOf(name)) ? 'allowed' : 'refused'] as const,
    ),
  );

  it.each(cases)('%s calling %s is %s', async (role, name, expected) => {
    const endpoint = endpoints[name];
    // Signing out ends the token it is called with, so it gets a sign-in of its own.
    const staff = DEMO_STAFF.find((account) => account.staffRole === role)!;
    const token =
      name === 'signout'
        ? (await signinAs(api.url, staff.email, staff.password)).access_token
        : tokens.get(role);
    const caller = client(api.url, token);
    // A body the contract refuses: an allowed call stops at validation, so nothing changes.
    const response = await caller.request(endpoint.method, buildPath(endpoint.path, PARAMS), {
      body: endpoint.method === 'GET' ? undefined : { invalid: true },
    });
    if (expected === 'refused') {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ message: permissionRefusal(role, permissionOf(name)) });
    } else {
      expect([401, 403]).not.toContain(response.status);
    }
  });
});

describe('the one permissions table, over the /support socket', () => {
  const sockets: SupportClient[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  const payloads: { [E in keyof ClientToServerEvents]: unknown } = {
    joinGlobalEvent: {},
    joinRoom: { roomId: 'NO-SUCH-ROOM' },
    leaveRoom: { roomId: 'NO-SUCH-ROOM' },
    sendMessage: {
      roomId: 'NO-SUCH-ROOM',
      receiverId: 'MEM-1000',
      content: 'Never stored',
      timestamp: new Date().toISOString(),
    },
    markAsRead: { roomId: 'NO-SUCH-ROOM', messageIds: ['NO-SUCH-MESSAGE'] },
    roomViewing: { roomId: 'NO-SUCH-ROOM' },
    roomTyping: { roomId: 'NO-SUCH-ROOM' },
    recordViewing: { kind: 'request', id: 'NO-SUCH-REQUEST' },
    recordLeave: { kind: 'request', id: 'NO-SUCH-REQUEST' },
    recordWatch: { kind: 'request' },
  };
  const events = Object.keys(socketEventPermissions) as (keyof ClientToServerEvents)[];
  const cases = staffRoles.flatMap((role) =>
    events.map((event) => {
      const allowed = roleMay(role, socketEventPermissions[event]);
      return [role, event, allowed ? 'allowed' : 'refused'] as const;
    }),
  );

  it.each(cases)('%s sending %s is %s', async (role, event, expected) => {
    const socket = await connectSupport(api.url, tokens.get(role)!);
    sockets.push(socket);
    const seen = recordEvents(socket);
    socket.emit(event, payloads[event] as never);
    // Events run in order: once this invalid probe's error arrives, the event above has answered.
    socket.emit('joinRoom', {} as never);
    await seen.waitFor('connectionError', (payload) =>
      String((payload as { message: string }).message).startsWith('joinRoom: roomId'),
    );
    const refusal = `${event}: ${permissionRefusal(role, socketEventPermissions[event])}`;
    const messages = seen
      .named('connectionError')
      .map((payload) => (payload as { message: string }).message);
    if (expected === 'refused') expect(messages).toContain(refusal);
    else expect(messages).not.toContain(refusal);
    expect(socket.connected).toBe(true);
  });
});
