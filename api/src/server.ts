import { answerSignInWithFirstPage } from './auth/first-page';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import cors from '@fastify/cors';
import { RETRY_AFTER_HEADER, SUPPORT_NAMESPACE } from '@backoffice/shared/contract';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import { authHandlers } from './auth/handlers';
import { mfaHandlers } from './auth/mfa-handlers';
import { loadTokenRevocations } from './auth/revocations';
import { createSessions } from './auth/sessions';
import { createStaffDirectory } from './auth/staff-directory';
import { loadOrCreateSecret, secretKey } from './auth/tokens';
import { DEFAULT_DUE_SWEEP_MS, type ApiConfig } from './config';
import { openPgliteDatabase, type Queryable } from './db/database';
import { createSocketIoAttachments, dropEverything, openPostgresDatabase } from './db/postgres';
import { withReadCache } from './db/read-cache';
import { startWriteNews } from './db/write-news';
import { migrate, migratedCluster } from './db/migrate';
import { ensureDemoStaff, isSeeded, seedDatabase } from './db/seed';
import { sessionHandlers } from './auth/session-handlers';
import { signInActivity } from './auth/sign-ins';
import { auditHandlers } from './features/audit/handlers';
import { rumHandlers } from './features/rum/handlers';
import { overdueHandlers, sweepOverdue } from './features/due/overdue';
import { dueTargetHandlers } from './features/due/targets';
import { supportRoutingHandlers } from './features/support/routing';
import { searchHandlers } from './features/search/handlers';
import { applyDueApprovalChange } from './features/settings/approval-change';
import { settingsHandlers } from './features/settings/handlers';
import { staffHandlers } from './features/staff/handlers';
import { ownPasswordHandlers } from './features/staff/own-password-handlers';
import { roleHandlers } from './features/staff/role-handlers';
import { couponHandlers } from './features/coupons/handlers';
import { bulkFundingHandlers } from './features/funding/bulk-handlers';
import { fundingHandlers } from './features/funding/handlers';
import { memberFundingHandlers } from './features/funding/member-handlers';
import { memberHandlers } from './features/members/handlers';
import { notificationHandlers } from './features/notifications/handlers';
import { registryHandlers } from './features/registry/handlers';
import { LOCAL_RELEASE_HOSTS } from './features/registry/manifest-check';
import { registerRegistryRoutes } from './features/registry/routes';
import { supportHandlers } from './features/support/handlers';
import { savedReplyHandlers } from './features/support/saved-replies';
import { savedViewHandlers } from './features/saved-views/handlers';
import { attachSupportNamespace, inboxBroadcaster } from './features/support/socket';
import { ApiError, badRequest, notFound } from './http/errors';
import { redactingLogger } from './observability/log-redaction';
import { createApiMetrics, registerMetrics } from './observability/metrics';
import {
  REQUEST_ID_HEADER,
  registerRequestIdHeader,
  requestIdOf,
} from './observability/request-id';
import { registerHealthRoutes } from './health/routes';
import { createRateLimits, databaseWindows } from './http/rate-limit';
import { registerEndpoints } from './http/routes';
import { startMailCatcher, type MailCatcher } from './mail/catcher';
import { registerDevMailRoutes } from './mail/dev-routes';
import { createMailer } from './mail/mailer';
import { coalesceSocketWrites } from './realtime/coalesced-writes';
import { shareSessionNews } from './realtime/instances';

const NUL_IN_TEXT = 'Text cannot contain a NUL character';

export interface ApiServerOptions extends ApiConfig {
  /** Delete the data dir first, so the database is migrated and seeded afresh. */
  reset: boolean;
  logger: FastifyServerOptions['logger'];
}

export interface RunningApi {
  url: string;
  port: number;
  /** True when this start filled an empty database. */
  seeded: boolean;
  log: FastifyBaseLogger;
  /** The live database, for test helpers that inspect what the api holds. */
  db: Queryable;
  /** Local mode: the SMTP server that catches the api's mail (read at `GET /dev/mail`). */
  mailCatcher: MailCatcher | undefined;
  close(): Promise<void>;
}

/** How long a browser may reuse a CORS preflight answer (10 minutes). */
const CORS_PREFLIGHT_MAX_AGE_S = 600;
/** One year, the usual HSTS lifetime (the static servers send the same). */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
/** How often a pending one-owner approval change is checked for having come due. */
const APPROVAL_SWEEP_MS = 60_000;

/** PGlite keeps PostgreSQL's files here; the JWT secret sits beside them in the data dir. */
const databaseDir = (dataDir: string) => path.join(dataDir, 'pg');

export async function startApiServer(options: ApiServerOptions): Promise<RunningApi> {
  if (options.reset) await rm(options.dataDir, { recursive: true, force: true });
  if (options.databaseUrl && !options.jwtSecret) {
    throw new Error('DATABASE_URL needs JWT_SECRET: every instance must sign with the same secret');
  }
  // PGlite is this process's own, so every write passes here; a PostgreSQL server is written by
  // other instances too.
  const postgres = options.databaseUrl ? openPostgresDatabase(options.databaseUrl) : undefined;
  const shared = postgres !== undefined;
  // The socket server starts after the database; until then there are no sockets to count.
  let socketCount = () => 0;
  const metrics = createApiMetrics({ socketCount: () => socketCount() });
  // On PostgreSQL the cache keeps answers only while it hears the other instances' writes.
  const writeNews =
    postgres && options.databaseUrl
      ? startWriteNews(options.databaseUrl, postgres.pool, {
          onWrite: (written) => cache.forget(written),
          onListening: (listening) => cache.setEnabled(listening),
        })
      : undefined;
  const cache = withReadCache(
    metrics.timed(
      postgres ?? (await openPgliteDatabase(databaseDir(options.dataDir), await migratedCluster())),
    ),
    { enabled: !shared, onWrite: writeNews?.publish },
  );
  const { db, reads } = cache;
  let mailCatcher: MailCatcher | undefined;
  try {
    // Instances starting together take turns: one migrates and seeds, the others find it done.
    const seeded = await db.exclusive(async () => {
      if (options.reset && options.databaseUrl) await dropEverything(db);
      await migrate(db);
      if (shared) await createSocketIoAttachments(db);
      if (await isSeeded(db)) {
        await ensureDemoStaff(db);
        return false;
      }
      await seedDatabase(db);
      return true;
    });
    const key = secretKey(await loadOrCreateSecret(options.dataDir, options.jwtSecret));
    // The audit head's key never enters the database: a file of the data dir in local mode.
    const auditKey =
      options.auditKey ??
      (options.localMode
        ? await loadOrCreateSecret(options.dataDir, undefined, 'audit-key')
        : undefined);
    const revocations = await loadTokenRevocations(db, { shared, reads });
    const staff = createStaffDirectory(db, { shared, reads });
    const sessions = createSessions({ db, reads, key, revocations, staff, shared });
    const limits = createRateLimits(options, shared ? db : undefined);
    if (options.localMode) mailCatcher = await startMailCatcher(options.smtpCatcherPort);
    const mailer = createMailer(options.smtpUrl ?? mailCatcher?.smtpUrl, options.mailFrom);

    const app = Fastify({
      logger: redactingLogger(options.logger),
      trustProxy: options.trustProxy,
      genReqId: requestIdOf,
    });
    registerRequestIdHeader(app);
    registerMetrics(app, metrics, { token: options.metricsToken, localMode: options.localMode });
    if (!options.localMode && !options.metricsToken) {
      app.log.warn('METRICS_TOKEN is not set: GET /metrics answers 404 until it is');
    }
    if (!auditKey) app.log.warn('AUDIT_KEY is not set: GET /audit/head answers 503 until it is');
    if (!options.environmentReleases) {
      app.log.warn(
        'ENVIRONMENT_RELEASES is not set: real-user reports of the environment\'s own builds count as release "unknown" on Health',
      );
    }
    const io = new Server(app.server, {
      cors: { origin: options.corsOrigins, credentials: true },
      serveClient: false,
    });
    socketCount = () => io.engine.clientsCount;
    coalesceSocketWrites(io);
    // Several instances on one PostgreSQL: broadcasts and server-side news go through it.
    // With one instance (the in-memory adapter) there is nobody to tell, and that adapter refuses
    // serverSideEmit.
    if (postgres) {
      io.adapter(createAdapter(postgres.pool));
      shareSessionNews(io, { revocations, sessions, staff });
    }

    app.setErrorHandler(
      (error: { statusCode?: number; message?: string; code?: string }, request, reply) => {
        // A text the contract lets through with U+0000 in it, which PostgreSQL text cannot hold
        // (SQLSTATE 22021 on PostgreSQL and PGlite): the caller's input, so a 400, not a 500.
        if (error.code === '22021' && /0x00/.test(error.message ?? '')) {
          return reply.status(400).send(badRequest(NUL_IN_TEXT).toBody());
        }
        if (error instanceof ApiError) {
          if (error.retryAfterSeconds !== undefined) {
            void reply.header(RETRY_AFTER_HEADER, String(error.retryAfterSeconds));
          }
          return reply.status(error.statusCode).send(error.toBody());
        }
        const status = error.statusCode;
        if (typeof status === 'number' && status >= 400 && status < 500) {
          return reply
            .status(status)
            .send({ statusCode: status, message: error.message ?? 'Bad request' });
        }
        request.log.error(error);
        return reply.status(500).send({ statusCode: 500, message: 'Internal server error' });
      },
    );
    // Answers that carry tokens or session details are never stored by a browser or a proxy.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/auth/')) void reply.header('Cache-Control', 'no-store');
      if (options.hsts) void reply.header('Strict-Transport-Security', HSTS_VALUE);
    });
    app.setNotFoundHandler((request, reply) => {
      const error = notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
      return reply.status(404).send(error.toBody());
    });
    // An empty JSON body (a DELETE or a PATCH without fields) is no body, not a parse error.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (!text.trim()) return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(badRequest('body: not valid JSON'), undefined);
      }
    });
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Browsers keep a preflight 5 s by default, so the live lists (polled every 1.5 s) paid one
      // every few polls, each a round trip before the poll itself.
      maxAge: CORS_PREFLIGHT_MAX_AGE_S,
      // The error screens show it as "Reference: …".
      exposedHeaders: [REQUEST_ID_HEADER],
    });

    answerSignInWithFirstPage(app);
    registerHealthRoutes(app, db);
    if (mailCatcher) registerDevMailRoutes(app, mailCatcher);
    const context = { db, reads };
    registerEndpoints(
      app,
      {
        ...authHandlers(context, {
          key,
          accessTokenTtl: options.accessTokenTtl,
          revocations,
          sessions,
          limits,
          sessionMaxMinutes: options.sessionMaxMinutes,
        }),
        ...sessionHandlers(context, {
          revocations,
          sessionMaxMinutes: options.sessionMaxMinutes,
        }),
        ...fundingHandlers(context),
        ...memberFundingHandlers(context),
        ...bulkFundingHandlers(context),
        ...memberHandlers(context, sessions),
        ...supportHandlers(context, inboxBroadcaster(io)),
        ...savedReplyHandlers(context),
        ...savedViewHandlers(context),
        ...notificationHandlers(context),
        ...couponHandlers(context),
        ...auditHandlers(context, { auditKey }),
        ...settingsHandlers(context),
        ...searchHandlers(context),
        ...dueTargetHandlers(context),
        ...supportRoutingHandlers(context),
        ...overdueHandlers(context),
        ...staffHandlers(context, {
          staff,
          revocations,
          hostOrigins: options.corsOrigins,
          mailer,
        }),
        ...roleHandlers(context, { staff }),
        ...ownPasswordHandlers(context, { revocations, limits }),
        ...mfaHandlers(context, { limits, staff, stepUpMinutes: options.stepUpMinutes }),
        ...registryHandlers(context),
        ...rumHandlers(context, {
          perMinute: options.rumRateLimit,
          windows: shared ? databaseWindows(db, 'rum-per-account') : undefined,
          environmentReleases: options.environmentReleases,
        }),
      },
      {
        sessions,
        staff,
        limits,
        activity: signInActivity(db),
        stepUp: { db, minutes: options.stepUpMinutes },
      },
    );
    registerRegistryRoutes(app, {
      db,
      sessions,
      staff,
      releaseOrigins: options.releaseOrigins ?? LOCAL_RELEASE_HOSTS,
      stepUpMinutes: options.stepUpMinutes,
      // Every tab's socket, on every instance (the PostgreSQL adapter carries it across).
      onChange: (remote) => void io.of(SUPPORT_NAMESPACE).emit('areaReleased', { remote }),
    });
    const support = attachSupportNamespace(io, {
      db,
      sessions,
      staff,
      revocations,
      queueLimits: { member: options.socketQueueLimit, staff: options.staffSocketQueueLimit },
      shared,
      logError: (error, event) => app.log.error({ err: error, event }, 'socket event failed'),
      onMessageDelivered: metrics.chatMessageDelivered,
      ...(options.routingOfflineReturnMs !== undefined && {
        routingOfflineReturnMs: options.routingOfflineReturnMs,
      }),
    });
    // A one-owner threshold change applies at its time (the rule already counts it then); this
    // writes it down and tells the staff within a minute of it.
    const approvalSweep = setInterval(() => {
      applyDueApprovalChange(db).catch((error: unknown) =>
        app.log.error({ err: error }, 'applying a due approval change failed'),
      );
    }, APPROVAL_SWEEP_MS);
    approvalSweep.unref();
    const dueSweepMs = options.dueSweepMs ?? DEFAULT_DUE_SWEEP_MS;
    const dueSweep =
      dueSweepMs > 0
        ? setInterval(() => {
            sweepOverdue(db).catch((error: unknown) =>
              app.log.error({ err: error }, 'notifying of overdue items failed'),
            );
          }, dueSweepMs)
        : undefined;
    dueSweep?.unref();
    // Drop the sockets without closing the HTTP server: Fastify closes that itself.
    app.addHook('preClose', async () => {
      clearInterval(approvalSweep);
      clearInterval(dueSweep);
      support.stop();
      io.of('/').disconnectSockets(true);
      for (const namespace of io._nsps.values()) {
        namespace.disconnectSockets(true);
        // The PostgreSQL adapter's LISTEN client goes back to the pool, so the pool can end.
        void namespace.adapter.close();
      }
      io.engine.close();
    });

    await app.listen({ port: options.port, host: options.host });
    const { port } = app.server.address() as AddressInfo;
    const urlHost = options.host.includes(':') ? `[${options.host}]` : options.host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      seeded,
      log: app.log,
      db,
      mailCatcher,
      close() {
        closing ??= (async () => {
          await app.close();
          await mailCatcher?.close();
          await writeNews?.close();
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await mailCatcher?.close();
    await writeNews?.close();
    await db.close();
    throw error;
  }
}
