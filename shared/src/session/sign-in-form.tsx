import { Button, TextField } from '@backoffice/shared/ui-core';
import { startTransition, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { CarriedFirstPage, FirstPageRequest } from './first-page-request';
import { sendSignIn, type SentRequest } from './sign-in-request';
import styles from './sign-in-form.module.css';

type Credentials = { email: string; password: string };
type FieldErrors = Partial<Record<keyof Credentials, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * What the form needs from the main shared entry (classic zod, the http client): the contract's
 * rule for the credentials and the sign-in call. The page passes `() => import('@backoffice/shared')`:
 * /login shows without them, they load when the form is first used, and by the time the admin has
 * typed and pressed "Sign in" they are usually there. A prop, not an import here, because the main
 * entry re-exports this one (an import would tie the two entries in a cycle).
 */
export interface SignInRules {
  signinRequestSchema: {
    safeParse(
      values: Credentials,
    ): { success: true; data: Credentials } | { success: false; error: { issues: Issue[] } };
  };
  /**
   * Calls `onSignedIn` as soon as the session is stored (see signIn in auth/sign-in.ts); an
   * account with two-factor answers with a challenge instead, and `signInWithCode` finishes it.
   */
  signIn(
    email: string,
    password: string,
    onSignedIn: OnSignedIn,
    sent?: SentRequest,
  ): Promise<SignInStep>;
  signInWithCode(mfaToken: string, code: string, onSignedIn: OnSignedIn): Promise<unknown>;
}

/** `firstPage`: the page the person is going to, when the sign-in answer carried it. */
type OnSignedIn = (signedIn: { mustEnrolTwoFactor: boolean; firstPage?: CarriedFirstPage }) => void;
/** The sign-in answer: the tokens (already stored), or `{ mfa_required, mfa_token }`. */
type SignInStep = object;

const CODE_MISSING = 'Enter the code from your authenticator app';

const LOAD_FAILED = 'Sign-in could not load. Check your connection and try again.';
const UNREADABLE_ANSWER =
  "The server's answer could not be read, so you are not signed in. Try again; if it keeps happening, tell an administrator.";

/**
 * What a failed sign-in says. The http client's message is the server's own (wrong password, rate
 * limit), except for an answer that breaks the contract: that message names fields and paths, for
 * developers, so it goes to the console and the person reads plain words.
 */
function signInFailureMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Sign-in failed';
  if ((error as { kind?: unknown }).kind === 'contract') {
    console.error(error);
    return UNREADABLE_ANSWER;
  }
  return error.message;
}

function firstErrorPerField(issues: readonly Issue[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/**
 * Email + password, validated with the contract's schema (before sending once it has loaded; a
 * click before that sends at once and is checked beside the request); the server's
 * own message (wrong password, rate limit) is shown as it is, and the typed values are kept.
 */
export function SignInForm({
  onSignedIn,
  loadSignIn,
  busy = false,
  email = '',
  firstPage,
}: {
  onSignedIn: OnSignedIn;
  loadSignIn: () => Promise<SignInRules>;
  /** The read the sign-in asks to be answered with: the first page of where the person is going. */
  firstPage?: () => FirstPageRequest | undefined;
  /** Signed in, and the page is getting ready to leave: the button keeps showing progress. */
  busy?: boolean;
  /** The email already known (a password was just set for it): only the password is left to type. */
  email?: string;
}) {
  const [values, setValues] = useState<Credentials>({ email, password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Set once the password was right for an account with two-factor: the code step shows.
  const [mfaToken, setMfaToken] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  // A second submit before the busy button has rendered (see submit) is ignored by this.
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<keyof Credentials, HTMLInputElement | null>>>({});

  const change = (field: keyof Credentials) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // The rules once loaded: from then on the form is checked before anything is sent. Their first
  // check builds zod's checker (milliseconds, tens on a slow CPU): done here, not in the click.
  const rules = useRef<SignInRules>(undefined);
  const load = () =>
    loadSignIn().then((loaded) => {
      if (!rules.current) loaded.signinRequestSchema.safeParse({ email: '', password: '' });
      rules.current = loaded;
      return loaded;
    });

  const showFieldErrors = (issues: readonly Issue[]) => {
    const fieldErrors = firstErrorPerField(issues);
    setErrors(fieldErrors);
    inputs.current[fieldErrors.email ? 'email' : 'password']?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    // Checked here only when the rules are already there (microseconds, nothing to load); a click
    // that comes before them sends at once and is checked when they arrive (the api checks too).
    const checked = rules.current?.signinRequestSchema.safeParse(values);
    if (!mfaToken && checked && !checked.success) {
      showFieldErrors(checked.error.issues);
      return;
    }
    inFlight.current = true;
    // The sign-in leaves first, before anything loads or renders (docs/design.md §2).
    const sent = mfaToken ? undefined : sendSignIn(values, firstPage?.());
    // Rendered from the next task on, not before the sign-in request goes out: as an urgent update
    // the busy button rendered first, and the request (and the signed-in page) waited for it.
    startTransition(() => {
      setSubmitting(true);
      setServerError(null);
    });
    try {
      let shared: SignInRules;
      try {
        shared = await load();
      } catch {
        sent?.abort.abort();
        setServerError(LOAD_FAILED);
        return;
      }
      const parsed = shared.signinRequestSchema.safeParse(values);
      if (!parsed.success) {
        // Sent before the rules had loaded: the answer no longer matters.
        sent?.abort.abort();
        showFieldErrors(parsed.error.issues);
        return;
      }
      setErrors({});
      if (mfaToken) {
        if (!code.trim()) {
          setCodeError(CODE_MISSING);
          return;
        }
        await shared.signInWithCode(mfaToken, code.trim(), onSignedIn);
        return;
      }
      const step = await shared.signIn(parsed.data.email, parsed.data.password, onSignedIn, sent);
      if ('mfa_token' in step && typeof step.mfa_token === 'string') setMfaToken(step.mfa_token);
    } catch (error) {
      setServerError(signInFailureMessage(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      // Starts loading the rules and the http client as soon as the admin starts on the form.
      onFocus={() => void load().catch(() => undefined)}
      noValidate
    >
      {mfaToken ? (
        <>
          <TextField
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            autoFocus
            value={code}
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(undefined);
            }}
            error={codeError}
          />
        </>
      ) : (
        <>
          <TextField
            ref={(input) => {
              inputs.current.email = input;
            }}
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
          <TextField
            ref={(input) => {
              inputs.current.password = input;
            }}
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
          />
        </>
      )}
      {serverError && (
        <p role="alert" className={styles.serverError}>
          {serverError}
        </p>
      )}
      <Button type="submit" loading={submitting || busy}>
        Sign in
      </Button>
      {mfaToken && (
        <Button
          variant="secondary"
          onClick={() => {
            setMfaToken(undefined);
            setCode('');
            setServerError(null);
          }}
        >
          Start over
        </Button>
      )}
    </form>
  );
}
