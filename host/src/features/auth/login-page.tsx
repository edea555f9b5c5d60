import { useLocation, useNavigate, useSearchParams } from '@backoffice/shared/router';
import { useCallback } from 'react';
import { LoginScreen } from './login-screen';

/** /login reached inside the app (sign-out, an ended session, a set password): the router's. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const leave = useCallback((to: string) => void navigate(to, { replace: true }), [navigate]);
  return (
    <LoginScreen next={searchParams.get('next')} arrivalState={location.state} leave={leave} />
  );
}
