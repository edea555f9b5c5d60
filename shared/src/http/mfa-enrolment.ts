import { MFA_ENROLMENT_REASON } from '../contract/mfa-enrolment';

/** Takes the person to the two-factor set-up; the host registers it (EnrolmentRedirect). */
export type EnrolmentRequiredHandler = () => void;

let handler: EnrolmentRequiredHandler | null = null;

/** The signed-in shell registers where an account that must enrol goes; null removes it. */
export function setEnrolmentRequiredHandler(next: EnrolmentRequiredHandler | null): void {
  handler = next;
}

/** A 403 whose body says the account must set up two-factor first (api/src/auth/mfa-enrolment-gate.ts). */
export function isEnrolmentRefusal(status: number, body: unknown): boolean {
  return (
    status === 403 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { reason?: unknown }).reason === MFA_ENROLMENT_REASON
  );
}

export function handleEnrolmentRequired(): void {
  handler?.();
}
