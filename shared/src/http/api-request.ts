import type { z } from 'zod';
import {
  buildPath,
  endpoints,
  errorBodySchema,
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointName,
  type EndpointQuery,
  type Endpoints,
} from '../contract';
import {
  getRuntimeConfig,
  isEndingSessionToken,
  readStoredAccessToken,
  useAuthStore,
  type SentRequest,
} from '@backoffice/shared/session';
import { ApiError } from './api-error';
import { handleEnrolmentRequired, isEnrolmentRefusal } from './mfa-enrolment';
import { askForStepUp, isStepUpRefusal } from './step-up';
import { handleUnauthorized } from './unauthorized';

/** The api answers every request with its id under this header (CORS exposes it). */
const REQUEST_ID_HEADER = 'x-request-id';

/** docs/spec.md §9. */
export const API_TIMEOUT_MS = 10_000;

/** The `:name` parameters of a path template: `'/coupons/update/:id'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type EndpointParams<N extends EndpointName> = Record<
  PathParamNames<Endpoints[N]['path']>,
  string
>;

export type ApiRequestOptions<N extends EndpointName> = {
  /** Path parameters, e.g. `{ id }` for `/coupons/update/:id`; required exactly when the path has them. */
  params?: EndpointParams<N>;
  query?: EndpointQuery<N>;
  /** JSON by default; a FormData is sent as multipart. */
  body?: EndpointBody<N> | FormData;
  signal?: AbortSignal;
  /** Overrides API_TIMEOUT_MS (tests, long uploads). */
  timeoutMs?: number;
  /**
   * The same request, already sent by the page before this module loaded (sign-in: sendSignIn):
   * its answer is read and checked here, and it is aborted on the timeout; nothing is sent again.
   */
  sent?: SentRequest;
};

export function timeoutMessage(timeoutMs: number): string {
  const duration = timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} seconds` : `${timeoutMs} ms`;
  return `The request timed out after ${duration}`;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

function buildUrl(endpoint: Endpoint, params: Record<string, string> | undefined, query: unknown) {
  const url = new URL(getRuntimeConfig().apiBaseUrl + buildPath(endpoint.path, params));
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      url.searchParams.set(key, String(value));
    }
  }
  return url;
}

function encodeBody(endpoint: Endpoint, body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  // The browser sets the multipart content type with its boundary.
  if (body instanceof FormData) return body;
  if (endpoint.body) {
    const parsed = endpoint.body.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiError(`Invalid request to ${endpoint.path}: ${describeIssues(parsed.error)}`, {
        status: 0,
        kind: 'contract',
        field: issue?.path.length ? issue.path.join('.') : undefined,
      });
    }
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureFrom(response: Response, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  const message = parsed.success
    ? parsed.data.message
    : `The server answered ${response.status} ${response.statusText}`.trim();
  return new ApiError(message, {
    status: response.status,
    kind: 'http',
    field: parsed.success ? parsed.data.field : undefined,
    requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
  });
}

/**
 * Calls one endpoint of the contract and resolves with its validated `data`. Rejects with an
 * ApiError; a caller's own abort rejects with the AbortError, as TanStack Query expects.
 */
export async function apiRequest<N extends EndpointName>(
  name: N,
  ...[options = {}]: [PathParamNames<Endpoints[N]['path']>] extends [never]
    ? [options?: ApiRequestOptions<N>]
    : [options: ApiRequestOptions<N> & { params: EndpointParams<N> }]
): Promise<EndpointData<N>> {
  const endpoint: Endpoint = endpoints[name];
  const { params, query, body, signal, sent, timeoutMs = API_TIMEOUT_MS } = options;
  const url = buildUrl(endpoint, params, query);
  const headers = new Headers({ Accept: 'application/json' });
  const encodedBody = encodeBody(endpoint, body, headers);
  const token = readStoredAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const timeout = sent?.abort ?? new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;

  let response: Response;
  let responseBody: unknown;
  try {
    response = await (sent?.response ??
      fetch(url, { method: endpoint.method, headers, body: encodedBody, signal: combined }));
    responseBody = await readJson(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.signal.aborted) {
      throw new ApiError(timeoutMessage(timeoutMs), {
        status: 0,
        kind: 'timeout',
      });
    }
    throw new ApiError('Cannot reach the server', { status: 0, kind: 'network' });
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) {
    // A 401 on sign-in means wrong credentials, not an expired session (docs/spec.md §8 applies to
    // authenticated calls): it is reported to the form like any other failure. A 401 for the token
    // a sign-out is ending is that sign-out's own doing.
    if (response.status === 401 && !endpoint.public && !isEndingSessionToken(token)) {
      useAuthStore.getState().logout();
      handleUnauthorized();
    }
    // The account's role requires two-factor and it has not enrolled: it goes to the set-up.
    if (isEnrolmentRefusal(response.status, responseBody)) handleEnrolmentRequired();
    // A sensitive change made too long after the password: ask for it, then make the call again.
    if (isStepUpRefusal(response.status, responseBody) && (await askForStepUp())) {
      return (apiRequest as (n: N, o: ApiRequestOptions<N>) => Promise<EndpointData<N>>)(
        name,
        options,
      );
    }
    throw failureFrom(response, responseBody);
  }

  const payload = endpoint.public ? responseBody : unwrapData(endpoint, responseBody);
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      `Unexpected response from ${endpoint.path}: ${describeIssues(parsed.error)}`,
      {
        status: response.status,
        kind: 'contract',
        requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
      },
    );
  }
  return parsed.data as EndpointData<N>;
}

function unwrapData(endpoint: Endpoint, body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) return body.data;
  throw new ApiError(`Unexpected response from ${endpoint.path}: the body has no "data"`, {
    status: 200,
    kind: 'contract',
  });
}
