import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm, type SignInRules } from './sign-in-form';

function rulesWith(signIn: SignInRules['signIn']): SignInRules {
  return {
    signinRequestSchema: { safeParse: (values) => ({ success: true, data: values }) },
    signIn,
    signInWithCode: () => Promise.resolve(undefined),
  };
}

async function fill(password: string) {
  await userEvent.type(screen.getByLabelText('Email'), 'admin@backoffice.test');
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('SignInForm', () => {
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('sends the sign-in before it renders the busy button, then shows it busy while waiting', async () => {
    const busyWhenSent: (string | null)[] = [];
    const signIn = vi.fn<SignInRules['signIn']>(() => {
      busyWhenSent.push(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy'));
      return new Promise(() => undefined);
    });
    const rules = rulesWith(signIn);
    render(<SignInForm onSignedIn={() => undefined} loadSignIn={() => Promise.resolve(rules)} />);
    await fill('admin-demo-pass');
    // As in a browser: React schedules its work itself, not inside testing-library's act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    screen.getByRole('button', { name: 'Sign in' }).click();
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    expect(busyWhenSent).toEqual([null]);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true'),
    );
  });

  it('sends the sign-in the moment it is clicked, before its rules have loaded', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        sent.push(new URL(url).pathname);
        return new Promise(() => undefined);
      }),
    );
    const signIn = vi.fn<SignInRules['signIn']>(() => new Promise(() => undefined));
    let rulesLoaded: (rules: SignInRules) => void = () => undefined;
    const rules = new Promise<SignInRules>((resolve) => (rulesLoaded = resolve));
    render(<SignInForm onSignedIn={() => undefined} loadSignIn={() => rules} />);
    await fill('admin-demo-pass');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    screen.getByRole('button', { name: 'Sign in' }).click();
    // In the click itself: nothing waited for the rules.
    expect(sent).toEqual(['/auth/signin/admin']);
    rulesLoaded(rulesWith(signIn));
    // The answer is read through the rules' sign-in, with the request already sent: none again.
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    expect(signIn.mock.calls[0]?.[3]).toBeDefined();
    expect(sent).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('sends once for a second click while the first is on its way', async () => {
    const signIn = vi.fn<SignInRules['signIn']>(() => new Promise(() => undefined));
    const rules = rulesWith(signIn);
    render(<SignInForm onSignedIn={() => undefined} loadSignIn={() => Promise.resolve(rules)} />);
    await fill('admin-demo-pass');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const button = screen.getByRole('button', { name: 'Sign in' });
    // Both before the busy button renders (the first test): the second must not send again.
    button.click();
    button.click();
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, keeps the typing and can be sent again", async () => {
    const signIn = vi.fn<SignInRules['signIn']>(() =>
      Promise.reject(new Error('Invalid email or password')),
    );
    const rules = rulesWith(signIn);
    render(<SignInForm onSignedIn={() => undefined} loadSignIn={() => Promise.resolve(rules)} />);
    await fill('wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
    await userEvent.click(button);
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('asks an account with two-factor for the code, then signs in with it', async () => {
    const signIn = vi.fn<SignInRules['signIn']>(() =>
      Promise.resolve({ mfa_required: true, mfa_token: 'challenge-1' }),
    );
    const signInWithCode = vi.fn<SignInRules['signInWithCode']>((_token, _code, done) => {
      done({ mustEnrolTwoFactor: false });
      return Promise.resolve(undefined);
    });
    const onSignedIn = vi.fn();
    const rules = { ...rulesWith(signIn), signInWithCode };
    render(<SignInForm onSignedIn={onSignedIn} loadSignIn={() => Promise.resolve(rules)} />);
    await fill('admin-demo-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Authentication code');
    expect(onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeVisible();
    await userEvent.type(code, ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ mustEnrolTwoFactor: false }));
    expect(signInWithCode).toHaveBeenCalledWith('challenge-1', '123456', onSignedIn);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('asks for the first page of where the person is going with the sign-in itself', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => new Promise(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const firstPage = { endpoint: 'fundingList', query: { page: 1 } };
      const rules = rulesWith(() => new Promise(() => undefined));
      render(
        <SignInForm
          onSignedIn={() => undefined}
          loadSignIn={() => Promise.resolve(rules)}
          firstPage={() => firstPage}
        />,
      );
      await fill('admin-demo-pass');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      const [, init] = fetchMock.mock.calls[0]!;
      expect(JSON.parse(String(init?.body))).toEqual({
        email: 'admin@backoffice.test',
        password: 'admin-demo-pass',
        first_page: firstPage,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
