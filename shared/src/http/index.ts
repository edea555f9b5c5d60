export { ApiError, isApiError } from './ApiError';
export type { ApiErrorKind } from './ApiError';
export { API_TIMEOUT_MS, apiRequest, timeoutMessage } from './apiRequest';
export type { ApiRequestOptions, EndpointParams, PathParamNames } from './apiRequest';
export { setUnauthorizedHandler } from './unauthorized';
export type { UnauthorizedHandler } from './unauthorized';
export { UnauthorizedRedirect } from './UnauthorizedRedirect';
