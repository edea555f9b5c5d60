import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { pendingMigrations } from '../db/migrate';

/** What a load balancer reads; nothing about users, data or versions. */
export type HealthBody =
  { status: 'ok' } | { status: 'ready' } | { status: 'not ready'; reason: string };

/**
 * Probes for a load balancer, outside the contract's `endpoints` table because no
 * dashboard calls them: no token, no rate limit. `/health` says the process answers HTTP;
 * `/ready` says this instance can serve: its database answers and every migration it ships has been
 * applied (a second instance started on a newer build waits until its migrations ran).
 */
export function registerHealthRoutes(app: FastifyInstance, db: Queryable): void {
  app.get('/health', async (): Promise<HealthBody> => ({ status: 'ok' }));
  app.get('/ready', async (request, reply): Promise<HealthBody> => {
    let pending: string[];
    try {
      pending = await pendingMigrations(db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.status(503).send({ status: 'not ready', reason: 'database unreachable' });
    }
    if (pending.length) {
      return reply.status(503).send({ status: 'not ready', reason: 'migrations pending' });
    }
    return { status: 'ready' };
  });
}
