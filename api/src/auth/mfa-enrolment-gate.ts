import {
  MFA_ENROLMENT_REASON,
  MFA_ENROLMENT_REQUIRED,
  type EndpointName,
} from '@backoffice/shared/contract';
import { ApiError } from '../http/errors';
import type { ActiveStaff } from './staff-directory';

/**
 * What a session may do while its account must enrol two-factor first: read who it is and its
 * two-factor state, enrol, prove its password again if the set-up takes longer than the step-up
 * window, see and end its own sessions, and sign out. Refresh and sign-in are public, so open too.
 */
const OPEN_BEFORE_ENROLMENT: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'currentUser',
  'mfaStatus',
  'totpSetup',
  'totpConfirm',
  'stepUp',
  'signout',
  'ownSessions',
  'endOwnSession',
  'endOtherSessions',
]);

const enrolmentRefusal = () =>
  new ApiError(403, MFA_ENROLMENT_REQUIRED, undefined, undefined, MFA_ENROLMENT_REASON);

/**
 * The two-factor requirement holds for sessions already signed in, not only at sign-in: an
 * account that must enrol is refused every other call with a 403 `mfa_enrolment_required` (never
 * 401, which ends the session). Enrolling lifts it on the very next call, same session.
 * `endpoint` undefined: a route outside the endpoint table (area releases), never open.
 */
export function refuseUntilEnrolled(account: ActiveStaff, endpoint?: EndpointName): void {
  if (account.mustEnrol && !(endpoint && OPEN_BEFORE_ENROLMENT.has(endpoint))) {
    throw enrolmentRefusal();
  }
}
