export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'contract';

/**
 * Every failure of `apiRequest`. `status` is the HTTP status, or 0 when no answer arrived (timeout,
 * network) or the request never left (a body that breaks the contract).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The input field the server (or the contract) blames, for showing the error next to it. */
  readonly field?: string;
  /**
   * The api's `x-request-id` of the failed answer, which its logs carry: error screens show it as
   * "Reference: …" for a person to quote.
   */
  readonly requestId?: string;

  constructor(
    message: string,
    options: { status: number; kind: ApiErrorKind; field?: string; requestId?: string },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.field = options.field;
    this.requestId = options.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
