export { ApiError, isApiError } from './ApiError';
export { apiRequest } from './apiRequest';
export { setUnauthorizedHandler } from './unauthorized';
export { UnauthorizedRedirect } from './UnauthorizedRedirect';
