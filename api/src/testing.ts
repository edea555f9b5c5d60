import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  signinResponseSchema,
  STEP_UP_MINUTES,
  type Role,
  type SigninResponse,
} from '@backoffice/shared/contract';
import { findUserIdByEmail } from './auth/repository';
import { loadOrCreateSecret, secretKey, signToken } from './auth/tokens';
import { DEFAULT_CORS_ORIGINS, DEFAULT_MAIL_FROM, type EnvironmentReleases } from './config';
import { openPgliteDatabase, type Queryable } from './db/database';
import { writeFundingTexts } from './features/funding/repository';
import {
  createNotification,
  listDeviceTokens,
  type StoredDeviceToken,
} from './features/notifications/repository';
import { startApiServer, type ApiServerOptions } from './server';

export {
  DEMO_ADMIN,
  DEMO_AUDITOR,
  DEMO_MEMBER,
  DEMO_REVIEWER,
  DEMO_SECOND_REVIEWER,
  DEMO_STAFF,
  DEMO_SUPPORT,
} from './db/seed/demo-accounts';
export { SEED_COUNTS } from './db/seed/generate';
export type { StoredDeviceToken };

export interface StartApiOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Defaults to a fresh temporary directory, removed again by close(). */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite; needs `jwtSecret`. */
  databaseUrl?: string;
  reset?: boolean;
  corsOrigins?: string[];
  /** Per address, to sign-in and refresh; 1000 here so suites do not trip it. */
  signinRateLimit?: number;
  /** Per account, to sign-in; follows `signinRateLimit` unless given. */
  signinAccountRateLimit?: number;
  /** HTTP calls per minute per member; 1000 here. */
  memberRateLimit?: number;
  socketQueueLimit?: number;
  staffSocketQueueLimit?: number;
  trustProxy?: ApiServerOptions['trustProxy'];
  accessTokenTtl?: string;
  jwtSecret?: string;
  /** RELEASE_ORIGINS; the local names by default. */
  releaseOrigins?: string[];
  /** Guards `GET /metrics` when set. */
  metricsToken?: string;
  /** `POST /rum` batches per minute per staff account; 60 as configured by default. */
  rumRateLimit?: number;
  /** ENVIRONMENT_RELEASES: the environment's own builds, by federation name. */
  environmentReleases?: EnvironmentReleases;
  /** Strict-Transport-Security on every answer; off by default like local http. */
  hsts?: boolean;
  /** A sign-in's absolute lifetime; 720 (the default) unless a test shortens it. */
  sessionMaxMinutes?: number;
  /** STEP_UP_MINUTES: how recent a password sensitive actions need; 10 (the default) here. */
  stepUpMinutes?: number;
  /** AUDIT_KEY; local mode generates one in the data dir when unset. */
  auditKey?: string;
  /** The overdue sweep's period; off (0) unless a suite asks, so it never writes mid-test. */
  dueSweepMs?: number;
  /** Routing: how long an agent is offline before their unanswered conversations return. */
  routingOfflineReturnMs?: number;
  /** Fastify's logger option; off by default so test output stays readable. */
  logger?: ApiServerOptions['logger'];
  /** Local mode (the mail catcher and `GET /dev/mail`); on by default, as under `npm start`. */
  localMode?: boolean;
  /** Where mail goes; by default (local mode) the api's own mail catcher. */
  smtpUrl?: string;
  /** The mail catcher's SMTP port; 0 (the default) picks a free one. */
  smtpCatcherPort?: number;
}

export type NewNotification = Parameters<typeof createNotification>[2];

export interface TestApi {
  url: string;
  port: number;
  dataDir: string;
  /** True when this start seeded an empty database. */
  seeded: boolean;
  /** The device tokens this running api holds, for every user or one. */
  readDeviceTokens(userId?: string): Promise<StoredDeviceToken[]>;
  /**
   * Adds an unread notification for the user with this email, as the platform would, so a suite
   * does not depend on seeded notifications another suite may have read.
   */
  notify(email: string, notification: NewNotification): Promise<string>;
  /**
   * Sets a funding request's title and story, which members write in their app and no endpoint
   * of this api does (the XSS suite puts hostile texts there).
   */
  writeFundingTexts(id: string, texts: { title: string; story: string }): Promise<void>;
  /** The live database, for checks no endpoint offers (the audit trail refusing a DELETE). */
  db: Queryable;
  /** Local mode: the mail catcher's SMTP port (its messages are at `GET /dev/mail`). */
  smtpCatcherPort: number | undefined;
  /** Stops HTTP and socket.io and closes the database, releasing the data dir. */
  close(): Promise<void>;
}

/** Starts the real api in-process, by default on a free port over a throwaway database. */
export async function startApi(options: StartApiOptions = {}): Promise<TestApi> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'backoffice-api-')));
  const api = await startApiServer({
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    dataDir,
    databaseUrl: options.databaseUrl,
    reset: options.reset ?? false,
    corsOrigins: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    signinRateLimit: options.signinRateLimit ?? 1000,
    signinAccountRateLimit: options.signinAccountRateLimit ?? options.signinRateLimit ?? 1000,
    memberRateLimit: options.memberRateLimit ?? 1000,
    socketQueueLimit: options.socketQueueLimit ?? 10_000,
    staffSocketQueueLimit: options.staffSocketQueueLimit ?? 1_000_000,
    trustProxy: options.trustProxy ?? false,
    accessTokenTtl: options.accessTokenTtl ?? '8h',
    jwtSecret: options.jwtSecret,
    releaseOrigins: options.releaseOrigins,
    metricsToken: options.metricsToken,
    rumRateLimit: options.rumRateLimit ?? 60,
    environmentReleases: options.environmentReleases,
    hsts: options.hsts ?? false,
    sessionMaxMinutes: options.sessionMaxMinutes ?? 720,
    stepUpMinutes: options.stepUpMinutes ?? STEP_UP_MINUTES,
    auditKey: options.auditKey,
    dueSweepMs: options.dueSweepMs ?? 0,
    ...(options.routingOfflineReturnMs !== undefined && {
      routingOfflineReturnMs: options.routingOfflineReturnMs,
    }),
    logger: options.logger ?? false,
    localMode: options.localMode ?? true,
    smtpUrl: options.smtpUrl,
    mailFrom: DEFAULT_MAIL_FROM,
    smtpCatcherPort: options.smtpCatcherPort ?? 0,
  });
  return {
    url: api.url,
    port: api.port,
    dataDir,
    seeded: api.seeded,
    readDeviceTokens: (userId) => listDeviceTokens(api.db, userId),
    db: api.db,
    smtpCatcherPort: api.mailCatcher?.port,
    async notify(email, notification) {
      const userId = await findUserIdByEmail(api.db, email);
      if (!userId) throw new Error(`No user with email ${email}`);
      return createNotification(api.db, userId, notification);
    },
    async writeFundingTexts(id, { title, story }) {
      if (!(await writeFundingTexts(api.db, id, { title, story }))) {
        throw new Error(`No funding request ${id}`);
      }
    },
    async close() {
      await api.close();
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in over HTTP; admins through /auth/signin/admin, members through /auth/signin/member. */
export async function signinAs(
  url: string,
  email: string,
  password: string,
  role: Role = 'admin',
): Promise<SigninResponse> {
  const response = await fetch(`${url}/auth/signin/${role}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`Sign-in as ${email} failed with ${response.status}: ${await response.text()}`);
  }
  return signinResponseSchema.parse(await response.json());
}

/**
 * Signs a token with the data dir's secret (or `jwtSecret`), e.g. an already expired one:
 * `signTestToken({ dataDir, user, expiresIn: Math.floor(Date.now() / 1000) - 60 })`.
 */
export async function signTestToken(options: {
  dataDir: string;
  jwtSecret?: string;
  user: { id: string; name: string; email: string; role: Role };
  /** A jose duration (`'5m'`) or an absolute expiry in epoch seconds. */
  expiresIn: string | number;
}): Promise<string> {
  const secret = await loadOrCreateSecret(options.dataDir, options.jwtSecret);
  return signToken(options.user, secretKey(secret), {
    use: 'access',
    expiresIn: options.expiresIn,
  });
}

/**
 * Reads the device tokens stored in a stopped api's data dir. PGlite allows one process per data
 * dir, so for a running in-process api use `api.readDeviceTokens()` instead.
 */
export async function readDeviceTokens(
  dataDir: string,
  userId?: string,
): Promise<StoredDeviceToken[]> {
  const db = await openPgliteDatabase(path.join(dataDir, 'pg'));
  try {
    return await listDeviceTokens(db, userId);
  } finally {
    await db.close();
  }
}

/** Listens on 127.0.0.1 on a port the system picks (tests own their ports) and gives its URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}
