export type UnauthorizedHandler = () => void;

const goToLogin: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

let handler: UnauthorizedHandler = goToLogin;

/** The host replaces the default full-page redirect with a router navigation. */
export function setUnauthorizedHandler(next: UnauthorizedHandler | null): void {
  handler = next ?? goToLogin;
}

export function handleUnauthorized(): void {
  handler();
}
