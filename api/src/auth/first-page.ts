import {
  endpoints,
  firstPageRequestSchema,
  type Endpoint,
  type EndpointName,
} from '@backoffice/shared/contract';
import type { FastifyInstance } from 'fastify';

/** The reads a sign-in may ask for: the contract's GET endpoints without path parameters. */
function readableEndpoint(name: string): Endpoint | undefined {
  if (!Object.hasOwn(endpoints, name)) return undefined;
  const endpoint: Endpoint = endpoints[name as EndpointName];
  const isPlainRead = endpoint.method === 'GET' && !endpoint.path.includes(':');
  return isPlainRead && !endpoint.public ? endpoint : undefined;
}

/**
 * Answers the staff sign-in with the first page of where the person is going, when it asks for
 * one (`first_page`): the page then needs no round trip of its own after the click. The read goes
 * through that endpoint's own route as the new session, with every check a request of theirs gets
 * (their role's permission, the query's validation, the response's shape). A read refused or
 * failed leaves the answer as it was, and the page asks for itself; so does a challenge for a code
 * or a required enrolment, which carry no session to read with.
 */
export function answerSignInWithFirstPage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method !== 'POST' || request.routeOptions.url !== endpoints.signinAdmin.path) {
      return payload;
    }
    const answer = payload as { access_token?: unknown; mfa_enrolment_required?: unknown };
    const asked = firstPageRequestSchema.safeParse(
      (request.body as { first_page?: unknown } | undefined)?.first_page,
    );
    const endpoint = asked.success ? readableEndpoint(asked.data.endpoint) : undefined;
    const token = answer.access_token;
    if (reply.statusCode !== 200 || !asked.success || !endpoint || typeof token !== 'string') {
      return payload;
    }
    if (answer.mfa_enrolment_required) return payload;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(asked.data.query)) search.set(name, String(value));
    const read = await app.inject({
      method: 'GET',
      url: `${endpoint.path}?${search.toString()}`,
      headers: { authorization: `Bearer ${token}`, 'user-agent': request.headers['user-agent'] },
    });
    if (read.statusCode !== 200) return payload;
    const { data } = read.json<{ data: unknown }>();
    return { ...answer, first_page: { ...asked.data, data } };
  });
}
