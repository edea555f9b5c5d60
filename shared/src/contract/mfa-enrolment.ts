/**
 * A staff account whose role an owner requires two-factor for, and that has not enrolled, may
 * only enrol (docs/security.md): every other authenticated call answers 403 with this `reason`,
 * so a client can send the person to the set-up instead of showing an error.
 */
export const MFA_ENROLMENT_REASON = 'mfa_enrolment_required';
export const MFA_ENROLMENT_REQUIRED =
  'Set up two-factor sign-in first: your role requires it (Settings → Security)';
