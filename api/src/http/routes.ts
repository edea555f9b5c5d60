import {
  endpoints,
  permissionRefusal,
  refusedAction,
  roleMay,
  sensitiveEndpoints,
  staffActions,
  type AuthUser,
  type Endpoint,
  type EndpointName,
  type StaffRole,
} from '@backoffice/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { refuseUntilEnrolled } from '../auth/mfa-enrolment-gate';
import type { Sessions } from '../auth/sessions';
import { requireRecentAuth } from '../auth/step-up';
import type { SignInActivity } from '../auth/sign-ins';
import type { StaffDirectory } from '../auth/staff-directory';
import type { Queryable } from '../db/database';
import { TokenError, type VerifiedToken } from '../auth/tokens';
import { forbidden, unauthorized, validationError } from './errors';
import type { EndpointHandlers, HandlerInput } from './handlers';
import type { RateLimits } from './rate-limit';

function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

/**
 * Parses answers with the row's response schema. The same answer object handed out again (a
 * cached read) was checked the first time and is not parsed again.
 */
function responseChecker(endpoint: Endpoint): (answer: unknown) => unknown {
  const checked = new WeakMap<object, unknown>();
  return (answer) => {
    if (typeof answer !== 'object' || answer === null) return endpoint.response.parse(answer);
    if (checked.has(answer)) return checked.get(answer);
    const data: unknown = endpoint.response.parse(answer);
    checked.set(answer, data);
    return data;
  };
}

/** Every request: a valid token of a live session (not revoked, account still active). */
async function authenticate(request: FastifyRequest, sessions: Sessions): Promise<VerifiedToken> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1]) throw unauthorized('Missing access token');
  try {
    return await sessions.authenticate(match[1]);
  } catch (error) {
    if (error instanceof TokenError) throw unauthorized(error.message);
    throw error;
  }
}

/**
 * A staff caller with their current role: the role is read per request, never taken
 * from the token, and the endpoint's permission from the contract's one table is checked.
 */
async function authorizeStaff(
  user: AuthUser,
  name: EndpointName,
  staff: StaffDirectory,
): Promise<AuthUser> {
  const endpoint: Endpoint = endpoints[name];
  const account = await staff.activeAccount(user.id);
  // The session check just passed, so only a disable in between can leave no role.
  if (!account) throw unauthorized('Your account has been deactivated');
  refuseUntilEnrolled(account, name);
  const staffRole = account.role;
  if (endpoint.permission && !roleMay(staffRole, endpoint.permission)) {
    throw forbidden(permissionRefusal(staffRole, endpoint.permission));
  }
  return { ...user, staffRole };
}

/**
 * The staff actions table, per request: the body says which action a call is (approving or
 * rejecting through the same endpoint), and a role that may not do it is refused before anything
 * changes.
 */
function refuseAction(role: StaffRole, name: EndpointName, body: unknown): void {
  const refused = refusedAction(role, name, body);
  if (refused) throw forbidden(permissionRefusal(role, staffActions[refused].permission));
}

/**
 * Registers every row of the contract's `endpoints` table, so paths and schemas come from one
 * place. Requests are validated with the row's zod schemas; responses are checked against the
 * row's response schema too, so the api cannot silently drift from what the dashboard parses.
 */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: EndpointHandlers,
  options: {
    sessions: Sessions;
    staff: StaffDirectory;
    limits: RateLimits;
    /** "Last active" of the sign-in each request comes from. */
    activity: SignInActivity;
    /** The contract's sensitive actions need a password proved this recently (STEP_UP_MINUTES). */
    stepUp: { db: Queryable; minutes: number };
  },
): void {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint: Endpoint = endpoints[name];
    const checkResponse = responseChecker(endpoint);
    // Each handler is typed against its own row; here they are driven generically.
    const handler = handlers[name] as (input: HandlerInput<EndpointName>) => Promise<unknown>;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.bodyLimit !== undefined && { bodyLimit: endpoint.bodyLimit }),
      handler: async (request, reply) => {
        // request.ip honours X-Forwarded-For only when TRUST_PROXY says whom to trust.
        if (endpoint.public) await options.limits.publicPerAddress.take(request.ip);
        const token = endpoint.public ? null : await authenticate(request, options.sessions);
        if (token?.family) options.activity.touch(token.family);
        let user: AuthUser | null = token?.user ?? null;
        // Staff are never limited; a member's calls count against their account.
        if (user?.role === 'member') await options.limits.memberPerAccount.take(user.id);
        if (endpoint.adminOnly && user?.role !== 'admin') {
          throw forbidden('This endpoint is for admins only');
        }
        if (endpoint.memberOnly && user?.role !== 'member') {
          throw forbidden('This endpoint is for members only');
        }
        if (user?.role === 'admin') user = await authorizeStaff(user, name, options.staff);
        // Before validation, so a refused role learns nothing of the record or the rules.
        if (user?.staffRole) refuseAction(user.staffRole, name, request.body);
        if (token && sensitiveEndpoints.has(name)) {
          await requireRecentAuth({ ...options.stepUp, token });
        }
        const input = {
          query: endpoint.query ? parseInput(endpoint.query, request.query, 'query') : undefined,
          body: endpoint.body ? parseInput(endpoint.body, request.body ?? {}, 'body') : undefined,
          params: request.params as Record<string, string>,
          user,
          token,
          origin: request.headers.origin,
          client: { userAgent: request.headers['user-agent'] ?? '', address: request.ip },
        } as HandlerInput<EndpointName>;
        const data = checkResponse(await handler(input));
        const status = endpoint.acceptedWhen?.(data) ? 202 : endpoint.successStatus;
        if (status) void reply.code(status);
        return endpoint.public ? data : { data };
      },
    });
  }
}
