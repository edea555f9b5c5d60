import { STEP_UP_REASON } from '../contract/staff-security';

/** Asks the person to prove it is them again; resolves true once the api re-opened the window. */
export type StepUpHandler = () => Promise<boolean>;

let handler: StepUpHandler | null = null;
let asking: Promise<boolean> | null = null;

/** The signed-in shell registers its password dialog (StepUpPrompt); null removes it. */
export function setStepUpHandler(next: StepUpHandler | null): void {
  handler = next;
}

/** A 403 whose body says the change needs the password again (api/src/auth/step-up.ts). */
export function isStepUpRefusal(status: number, body: unknown): boolean {
  return (
    status === 403 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { reason?: unknown }).reason === STEP_UP_REASON
  );
}

/** One prompt at a time: refusals that arrive together wait for the same answer. */
export function askForStepUp(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  asking ??= handler().finally(() => {
    asking = null;
  });
  return asking;
}
