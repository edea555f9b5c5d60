import type { FastifyServerOptions } from 'fastify';

/**
 * Query and body fields that carry a secret: a link's token, sign-in and refresh tokens, a
 * password, a two-factor code. None of them is written to any log at any level.
 */
const SECRET_FIELDS = [
  'token',
  'mfa_token',
  'refresh_token',
  'access_token',
  'password',
  'currentPassword',
  'newPassword',
  'code',
];
const CENSOR = '[redacted]';

/** The URL with each secret query field's value replaced; the rest as it came. */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  let changed = false;
  for (const field of SECRET_FIELDS) {
    if (params.has(field)) {
      params.set(field, CENSOR);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, question)}?${params.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The api's logger with redaction: the request line's URL without secret query values (a
 * set-password link's token would otherwise sit in the log at `info`), and any logged object's
 * secret fields censored. Off stays off.
 */
export function redactingLogger(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
      censor: CENSOR,
    },
  };
}
