import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may be: a short token, so it is safe to log and to show on a screen. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: a caller's own `x-request-id` (a proxy's, say) when it is a sane token,
 * so one id follows the call through every log; otherwise a fresh one. Fastify puts it on every
 * log line of the request as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Every answer says its request id, so an error screen can show it for a person to quote. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
