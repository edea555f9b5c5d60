import { useState } from 'react';
import { LoginScreen, type LoginScreenProps } from './login-screen';

/**
 * Where the router keeps a navigation's state in the history entry (react-router's `usr`), so a
 * reload of /login still shows what it was reached with, as the routed page does.
 */
function stateOfThisEntry(): unknown {
  const entry: unknown = window.history.state;
  return typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
}

/** /login as the first page of a visit, before any router has loaded (see App). */
export function ColdLoginPage({
  leave,
  prepareToLeave,
}: Pick<LoginScreenProps, 'leave' | 'prepareToLeave'>) {
  const [arrival] = useState(() => ({
    next: new URLSearchParams(window.location.search).get('next'),
    state: stateOfThisEntry(),
  }));
  return (
    <LoginScreen
      next={arrival.next}
      arrivalState={arrival.state}
      leave={leave}
      prepareToLeave={prepareToLeave}
    />
  );
}
