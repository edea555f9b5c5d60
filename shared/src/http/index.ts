export { ApiError, isApiError } from './api-error';
export { apiRequest } from './api-request';
export { setUnauthorizedHandler } from './unauthorized';
export { UnauthorizedRedirect } from './unauthorized-redirect';
export { setStepUpHandler } from './step-up';
export { setEnrolmentRequiredHandler } from './mfa-enrolment';
