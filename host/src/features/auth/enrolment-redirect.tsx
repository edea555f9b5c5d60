import { setEnrolmentRequiredHandler } from '@backoffice/shared';
import { useLocation, useNavigate } from '@backoffice/shared/router';
import { useEffect } from 'react';
import { settingsPaths } from '../settings/settings-paths';
import { TWO_FACTOR_ENROL_PATH } from './two-factor-enrolment';

/**
 * docs/security.md: while the account's role requires two-factor and it has not enrolled, the api
 * refuses everything but the set-up (403 `mfa_enrolment_required`). Any page that meets that
 * refusal sends the person to the set-up instead of showing the error; the security page itself
 * is where the set-up is, so it stays.
 */
export function EnrolmentRedirect() {
  const navigate = useNavigate();
  const onSecurityPage = useLocation().pathname === settingsPaths.security;
  useEffect(() => {
    setEnrolmentRequiredHandler(
      onSecurityPage ? null : () => void navigate(TWO_FACTOR_ENROL_PATH, { replace: true }),
    );
    return () => setEnrolmentRequiredHandler(null);
  }, [navigate, onSecurityPage]);
  return null;
}
