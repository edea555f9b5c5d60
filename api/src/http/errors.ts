import type { ErrorBody } from '@backoffice/shared/contract';
import type { z } from 'zod';

/** An error the api answers with its own status and message (and the field at fault, if any). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Seconds for the Retry-After header of a 429. */
    readonly retryAfterSeconds?: number,
    /** The body's `reason`, for a client that acts on it (step-up). */
    readonly reason?: string,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      message: this.message,
      ...(this.field && { field: this.field }),
      ...(this.reason && { reason: this.reason }),
    };
  }
}

export const badRequest = (message: string, field?: string) => new ApiError(400, message, field);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, field?: string) => new ApiError(409, message, field);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, retryAfterSeconds);

/**
 * Turns the first zod issue into a 400 whose message starts with the field at fault, so a
 * client can show it next to the right control. `where` names the input when the issue has no path.
 */
export function validationError(error: z.ZodError, where: string): ApiError {
  const issue = error.issues[0];
  if (!issue) return badRequest(`Invalid ${where}`);
  const field = issue.path.map(String).join('.');
  if (!field) return badRequest(`${where}: ${issue.message}`);
  return badRequest(`${field}: ${issue.message}`, field);
}
