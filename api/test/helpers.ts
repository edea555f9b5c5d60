import {
  envelope,
  errorBodySchema,
  permissionRefusal,
  roleMay,
  SUPPORT_NAMESPACE,
  type Permission,
  type ClientToServerEvents,
  type ErrorBody,
  type ServerToClientEvents,
} from '@backoffice/shared/contract';
import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_STAFF,
  signinAs,
  startApi,
  type TestApi,
} from '../src/testing';

type Query = Record<string, string | number | boolean | undefined>;

export interface RawResponse {
  status: number;
  body: unknown;
}

/** A tiny HTTP client for one caller (a token, or none). */
export function client(baseUrl: string, token?: string) {
  async function request(
    method: string,
    path: string,
    options: { query?: Query; body?: unknown } = {},
  ) {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  return {
    request,
    get: (path: string, query?: Query) => request('GET', path, { query }),
    post: (path: string, body?: unknown) => request('POST', path, { body }),
    put: (path: string, body?: unknown) => request('PUT', path, { body }),
    patch: (path: string, body?: unknown) => request('PATCH', path, { body }),
    delete: (path: string) => request('DELETE', path),
  };
}

/** Expects a 2xx `{data}` body and parses `data` with the contract schema. */
export function dataOf<S extends z.ZodType>(response: RawResponse, schema: S): z.output<S> {
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`Expected success, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  // zod cannot narrow a generic envelope's output type, hence the cast on a parsed value.
  return (envelope(schema).parse(response.body) as { data: z.output<S> }).data;
}

/** Expects an error body with the given status. */
export function errorOf(response: RawResponse, status: number): ErrorBody {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return errorBodySchema.parse(response.body);
}

export type SupportClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects to /support with a token and resolves once the server accepted the handshake. */
export async function connectSupport(baseUrl: string, token: string): Promise<SupportClient> {
  const socket: SupportClient = io(`${baseUrl}${SUPPORT_NAMESPACE}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** Records every event a socket receives, so a test can wait for one or assert none came. */
export function recordEvents(socket: SupportClient) {
  const seen: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    seen.push({ event, payload });
  });
  return {
    seen,
    named: (event: keyof ServerToClientEvents) =>
      seen.filter((entry) => entry.event === event).map((entry) => entry.payload),
    async waitFor(
      event: keyof ServerToClientEvents,
      matches: (payload: unknown) => boolean = () => true,
      timeoutMs = 3000,
    ): Promise<unknown> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = seen.find((entry) => entry.event === event && matches(entry.payload));
        if (found) return found.payload;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(
        `No ${event} within ${timeoutMs} ms; saw ${JSON.stringify(seen.map((e) => e.event))}`,
      );
    },
  };
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Client = ReturnType<typeof client>;

/** Fresh access tokens of the three demo accounts (the member signs in as a member). */
export async function demoTokens(url: string) {
  const tokenOf = async (account: { email: string; password: string }, as?: 'member') =>
    (await signinAs(url, account.email, account.password, as)).access_token;
  return {
    admin: await tokenOf(DEMO_ADMIN),
    reviewer: await tokenOf(DEMO_REVIEWER),
    member: await tokenOf(DEMO_MEMBER, 'member'),
  };
}

/** A client signed in as `account` (a staff account, or a member with `as: 'member'`). */
export async function signedInClient(
  url: string,
  account: { email: string; password: string },
  as?: 'member',
): Promise<Client> {
  return client(url, (await signinAs(url, account.email, account.password, as)).access_token);
}

/** A test file's own api, seeded, with the demo admin's client. */
export async function startWithAdmin(): Promise<{ api: TestApi; admin: Client }> {
  const api = await startApi();
  const { access_token } = await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  return { api, admin: client(api.url, access_token) };
}

/**
 * One api for the tests of a file, signed in as the demo admin: started before them and closed
 * after them. Its `api` and `admin` are there once the tests run.
 */
export function startWithAdminForFile(): { api: TestApi; admin: Client } {
  const started = {} as { api: TestApi; admin: Client };
  beforeAll(async () => {
    Object.assign(started, await startWithAdmin());
  });
  afterAll(() => started.api?.close());
  return started;
}

/**
 * For a test file: `connect(token)` opens a /support socket that records what it hears; every
 * socket a test opened is closed after it.
 */
export function socketsClosedAfterEach(apiUrl: () => string) {
  const sockets: SupportClient[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  return async (token: string) => {
    const socket = await connectSupport(apiUrl(), token);
    sockets.push(socket);
    return { socket, events: recordEvents(socket) };
  };
}

/**
 * Asks as each demo staff role: a role the permissions table lets have `permission` is answered
 * (its answers are returned, by role), any other gets the table's refusal, a 403.
 */
export async function askAsEachStaffRole(
  apiUrl: string,
  permission: Permission,
  ask: (caller: Client) => Promise<RawResponse>,
): Promise<Map<string, RawResponse>> {
  const answered = new Map<string, RawResponse>();
  for (const staff of DEMO_STAFF) {
    const response = await ask(await signedInClient(apiUrl, staff));
    if (roleMay(staff.staffRole, permission)) {
      expect(response.status, staff.staffRole).toBe(200);
      answered.set(staff.staffRole, response);
    } else {
      expect(errorOf(response, 403).message).toBe(permissionRefusal(staff.staffRole, permission));
    }
  }
  return answered;
}
