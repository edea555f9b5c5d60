import { fileURLToPath } from 'node:url';

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  corsOrigins: string[];
  /** A jose duration such as `8h` or `15m`. */
  accessTokenTtl: string;
  /** When unset, a random secret is generated once and kept in the data dir. */
  jwtSecret: string | undefined;
  /** Sign-in attempts per minute per address. */
  signinRateLimit: number;
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/db', import.meta.url));

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

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: integerFromEnv('PORT', env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    accessTokenTtl: env.ACCESS_TOKEN_TTL || '8h',
    jwtSecret: env.JWT_SECRET || undefined,
    signinRateLimit: integerFromEnv('SIGNIN_RATE_LIMIT', env.SIGNIN_RATE_LIMIT, 30),
  };
}
