import { fileURLToPath } from 'node:url';
import { STEP_UP_MINUTES } from '@backoffice/shared/contract';
import { z } from 'zod';

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * A PostgreSQL server, e.g. `postgres://user:pass@host:5432/db`; unset = PGlite in
   * the data dir. Several instances may share it; they then need the same JWT_SECRET.
   */
  databaseUrl: string | undefined;
  corsOrigins: string[];
  /** A jose duration such as `8h` or `15m`. */
  accessTokenTtl: string;
  /** When unset, a random secret is generated once and kept in the data dir. */
  jwtSecret: string | undefined;
  /** Calls per minute per address to the public endpoints (sign-in, refresh); 0 = no limit. */
  signinRateLimit: number;
  /** Sign-in attempts per minute per account (role + email); 0 = no limit. */
  signinAccountRateLimit: number;
  /** HTTP calls per minute per member account; staff are never limited; 0 = no limit. */
  memberRateLimit: number;
  /** Events a member's socket may have waiting to be handled; past it they are refused. */
  socketQueueLimit: number;
  /** The same bound for a staff socket, set high enough that staff never meet it. */
  staffSocketQueueLimit: number;
  /**
   * Fastify's `trustProxy`: false (default) uses the connection's address; true trusts every
   * X-Forwarded-For hop; a number trusts that many hops; a list trusts those addresses/CIDRs.
   */
  trustProxy: TrustProxy;
  /**
   * `API_MODE=local` (what `npm start` sets): the api runs on a developer's machine. Only then
   * does it run the mail catcher and serve `GET /dev/mail`; anything else is a deployment.
   */
  localMode: boolean;
  /** Where email goes (nodemailer's SMTP URL); locally it defaults to the mail catcher. */
  smtpUrl: string | undefined;
  /** The From of every email. */
  mailFrom: string;
  /** The local mail catcher's SMTP port (local mode); 0 = any free port. */
  smtpCatcherPort: number;
  /**
   * Where a released area's manifest may come from (RELEASE_ORIGINS): origins, or bare host names
   * allowed on any port. Unset: the local stack's names (localhost, 127.0.0.1, PUBLIC_HOST).
   */
  releaseOrigins?: string[];
  /**
   * When set, `GET /metrics` needs `Authorization: Bearer <it>`; unset, it is open in local mode
   * and answers 404 in a deployment.
   */
  metricsToken: string | undefined;
  /** Real-user timing batches (`POST /rum`) per minute per staff account; 0 = no limit. */
  rumRateLimit: number;
  /**
   * ENVIRONMENT_RELEASES: the version each of the environment's own builds reports, by federation
   * name (`host` for the host's pages), e.g. `{"host":"1.0.0","remote_support":"1.0.0"}`, or a
   * list of versions for an area whose earlier build may still run in open tabs after a deploy
   * (`{"remote_support":["1.0.0","1.0.1"]}`). A real-user report counts under its release only
   * when this or the release registry knows it for that area; any other counts as "unknown".
   * `npm start` sets it from its builds.
   */
  environmentReleases?: EnvironmentReleases;
  /** How often each instance looks for items gone overdue and notifies of them (ms; 0 = never). */
  dueSweepMs?: number;
  /** Tests: how long an agent is offline before their routed, unanswered conversations return. */
  routingOfflineReturnMs?: number;
  /** Strict-Transport-Security on every answer: PUBLIC_URL is https, or HSTS=1. */
  hsts: boolean;
  /** A sign-in's absolute lifetime: after it, refresh answers 401 whatever the activity. */
  sessionMaxMinutes: number;
  /**
   * How recently a sign-in must have proved its password for a sensitive action (decimal minutes,
   * STEP_UP_MINUTES; 0.05 is 3 s).
   */
  stepUpMinutes: number;
  /**
   * AUDIT_KEY: the secret `GET /audit/head` signs the trail's head with, kept outside the
   * database. Unset: generated once in local mode (in the data dir, beside the database's own
   * directory), and in a deployment `/audit/head` answers 503.
   */
  auditKey?: string | undefined;
}

/** What Fastify's `trustProxy` takes; a hop count becomes a function of the hop. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/db', import.meta.url));

/** Overdue notifications go out within half a minute of the item going overdue. */
export const DEFAULT_DUE_SWEEP_MS = 30_000;

export const DEFAULT_MAIL_FROM = 'Back-office <no-reply@backoffice.localhost>';

const LOCAL_APP_PORTS = [3000, 3001, 3002, 3003, 3004];
export const DEFAULT_CORS_ORIGINS = LOCAL_APP_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function integerFromEnv(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

/** Every sign-in ends at some point: 0 is refused rather than read as "never". */
function sessionMaxMinutesFromEnv(value: string | undefined): number {
  const minutes = integerFromEnv('SESSION_MAX_MINUTES', value, 720);
  if (minutes === 0) throw new Error('SESSION_MAX_MINUTES must be at least 1');
  return minutes;
}

/** A positive decimal number of minutes; the contract's default when unset. */
function stepUpMinutesFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return STEP_UP_MINUTES;
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes <= 0) {
    throw new Error(`STEP_UP_MINUTES must be a positive number of minutes, got "${value}"`);
  }
  return minutes;
}

const releaseVersion = z.string().trim().min(1).max(80);
const environmentReleasesSchema = z.record(
  z.string().regex(/^(host|remote_[a-z][a-z0-9_]*)$/),
  z.union([releaseVersion, z.array(releaseVersion).min(1)]),
);

/** The environment's own builds: each area's version, or the versions it may still run. */
export type EnvironmentReleases = Readonly<Record<string, string | readonly string[]>>;

/** A JSON object of versions by federation name; unset when the variable is. */
export function environmentReleasesFromEnv(
  value: string | undefined,
): EnvironmentReleases | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('ENVIRONMENT_RELEASES must be a JSON object such as {"host":"1.0.0"}');
  }
  const parsed = environmentReleasesSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `ENVIRONMENT_RELEASES names each build by host or remote_<area>: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: integerFromEnv('PORT', env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    accessTokenTtl: env.ACCESS_TOKEN_TTL || '8h',
    jwtSecret: env.JWT_SECRET || undefined,
    signinRateLimit: integerFromEnv('SIGNIN_RATE_LIMIT', env.SIGNIN_RATE_LIMIT, 30),
    signinAccountRateLimit: integerFromEnv(
      'SIGNIN_ACCOUNT_RATE_LIMIT',
      env.SIGNIN_ACCOUNT_RATE_LIMIT,
      10,
    ),
    memberRateLimit: integerFromEnv('MEMBER_RATE_LIMIT', env.MEMBER_RATE_LIMIT, 300),
    socketQueueLimit: integerFromEnv('SOCKET_QUEUE_LIMIT', env.SOCKET_QUEUE_LIMIT, 10_000),
    staffSocketQueueLimit: integerFromEnv(
      'STAFF_SOCKET_QUEUE_LIMIT',
      env.STAFF_SOCKET_QUEUE_LIMIT,
      1_000_000,
    ),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    localMode: env.API_MODE === 'local',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    smtpCatcherPort: integerFromEnv('SMTP_CATCHER_PORT', env.SMTP_CATCHER_PORT, 0),
    releaseOrigins: env.RELEASE_ORIGINS
      ? env.RELEASE_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : ['localhost', '127.0.0.1', ...(env.PUBLIC_HOST ? [env.PUBLIC_HOST] : [])],
    metricsToken: env.METRICS_TOKEN || undefined,
    rumRateLimit: integerFromEnv('RUM_RATE_LIMIT', env.RUM_RATE_LIMIT, 60),
    environmentReleases: environmentReleasesFromEnv(env.ENVIRONMENT_RELEASES),
    dueSweepMs: integerFromEnv('DUE_SWEEP_MS', env.DUE_SWEEP_MS, DEFAULT_DUE_SWEEP_MS),
    hsts: env.HSTS === '1' || /^https:\/\//i.test(env.PUBLIC_URL ?? ''),
    sessionMaxMinutes: sessionMaxMinutesFromEnv(env.SESSION_MAX_MINUTES),
    stepUpMinutes: stepUpMinutesFromEnv(env.STEP_UP_MINUTES),
    auditKey: env.AUDIT_KEY || undefined,
  };
}
