import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import { observedDatabase } from '../db/observed-database';

/**
 * The api's Prometheus metrics. One registry per running api (tests start several in a process);
 * every figure is an in-memory counter or histogram, so recording one costs no I/O.
 */
export interface ApiMetrics {
  registry: Registry;
  /** A chat message stored and sent on to the room (one increment, nothing else per message). */
  chatMessageDelivered(): void;
  /** A call refused by a rate limit (a 429), by route pattern. */
  rateLimitRefused(route: string): void;
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** Wraps the database so every statement's duration is observed. */
  timed(db: Database): Database;
}

/** Requests that matched no route share one label, so random URLs cannot grow the series. */
const UNMATCHED_ROUTE = 'unmatched';

interface RequestLabels {
  route: string;
  method: string;
  status_class: string;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The SQL's first keyword: a label with a handful of values, never the statement itself. */
const statementKind = (sql: string) =>
  /^\s*(select|insert|update|delete|with|begin|commit|create|alter|drop)/i
    .exec(sql)?.[1]
    ?.toLowerCase() ?? 'other';

export function createApiMetrics(options: { socketCount: () => number }): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'socket_connections',
    help: 'Open socket.io connections',
    registers: [registry],
    collect() {
      this.set(options.socketCount());
    },
  });
  const chatMessages = new Counter({
    name: 'chat_messages_delivered_total',
    help: 'Chat messages stored and sent on to their room',
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Calls refused with a 429 by a rate limit, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statement durations, by the statement’s first keyword',
    labelNames: ['statement'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  const observe = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    const end = queryDuration.startTimer({ statement: statementKind(sql) });
    try {
      return await run();
    } finally {
      end();
    }
  };

  return {
    registry,
    chatMessageDelivered: () => chatMessages.inc(),
    rateLimitRefused: (route) => refusals.inc({ route }),
    observeRequest(labels, seconds) {
      requests.inc(labels);
      requestDuration.observe(labels, seconds);
    },
    timed: (db) => observedDatabase(db, observe),
  };
}

const routePattern = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const expected = Buffer.from(token);
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Times every answer by its route pattern (`/members/:id`, never the URL with its ids) and status
 * class, and serves the registry at `GET /metrics`: behind `Authorization: Bearer <token>` when a
 * token is configured, open otherwise (local runs).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: ApiMetrics,
  options: { token: string | undefined; localMode: boolean },
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routePattern(request);
    if (reply.statusCode === 429) metrics.rateLimitRefused(route);
    metrics.observeRequest(
      { route, method: request.method, status_class: statusClass(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  // A deployment without METRICS_TOKEN has no /metrics at all: open, it tells anyone the routes,
  // their traffic and the socket count. Only a developer's machine (API_MODE=local) serves it open.
  const hidden = options.token === undefined && !options.localMode;
  app.get('/metrics', async (request, reply) => {
    if (hidden) {
      return reply.status(404).send({ statusCode: 404, message: 'No route GET /metrics' });
    }
    if (options.token !== undefined && !bearerMatches(request, options.token)) {
      return reply
        .status(401)
        .send({ statusCode: 401, message: 'A valid metrics token is needed' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
