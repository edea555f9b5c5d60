import {
  buildPath,
  endpoints,
  permissionRefusal,
  roleMayAct,
  socketEventPermissions,
  staffActionIds,
  staffActions,
  staffRoles,
  type StaffAction,
  type StaffActionId,
  type StaffRole,
} from '@backoffice/shared/contract';
import { DEMO_STAFF, signinAs, startApi, type TestApi } from '../src/testing';
import { client } from './helpers';

let api: TestApi;
const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  api = await startApi();
  for (const staff of DEMO_STAFF) {
    tokens.set(
      staff.staffRole,
      (await signinAs(api.url, staff.email, staff.password)).access_token,
    );
  }
});
afterAll(() => api?.close());

/** Ids no seeded record has: an allowed call fails on the record (404) or the body (400). */
const PARAMS = { id: 'NO-SUCH-ID', remote: 'remote_no_such_area' };

/**
 * Each action's request with only its selecting fields: every body schema wants more, so an
 * allowed call stops at validation or at the missing record, and nothing changes.
 */
function requestOf(id: StaffActionId): { method: string; path: string; body: unknown } | null {
  const request: StaffAction['request'] = staffActions[id].request;
  if ('socket' in request) return null;
  if ('route' in request) {
    const [method = 'POST', path = ''] = request.route.split(' ');
    return { method, path: buildPath(path, PARAMS), body: {} };
  }
  const endpoint = endpoints[request.endpoint];
  return {
    method: endpoint.method,
    path: buildPath(endpoint.path, PARAMS),
    body: { ...(request.body ?? {}) },
  };
}

const cases = staffActionIds.flatMap((id) =>
  staffRoles.map((role) => [id, role, roleMayAct(role, id) ? 'allowed' : 'refused'] as const),
);

describe('the staff actions table, every action for every role', () => {
  it.each(cases)('%s by %s is %s', async (id, role, expected) => {
    const request = requestOf(id);
    if (!request) {
      // A socket event: the /support socket's table must agree with the row (roles.test.ts walks it).
      const socket = staffActions[id].request as { socket: keyof typeof socketEventPermissions };
      expect(socketEventPermissions[socket.socket]).toBe(staffActions[id].permission);
      return;
    }
    const response = await client(api.url, tokens.get(role)).request(request.method, request.path, {
      body: request.body,
    });
    if (expected === 'refused') {
      expect(response.status).toBe(403);
      const message = (response.body as { message?: string } | undefined)?.message ?? '';
      if ('endpoint' in staffActions[id].request) {
        expect(message).toBe(permissionRefusal(role, staffActions[id].permission));
      }
    } else {
      expect([401, 403]).not.toContain(response.status);
    }
  });
});
