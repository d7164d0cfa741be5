import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { expireSession, hasValidSession, isOnboardingComplete, readSession } from './storage';

/**
 * Protected screens: the token's expiry is read again on every navigation (the location changes,
 * this renders). Without a session, to /login. An expired one ends (SPEC §4): everything the member
 * left on the device is cleared with their query cache, and SessionProvider opens /login with the
 * notice that the session expired.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const expired = readSession() !== null && !hasValidSession();
  useEffect(() => {
    if (expired) expireSession();
  }, [expired]);
  if (expired) return null;
  if (!hasValidSession()) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}

/** `/`: the onboarding carousel once, the welcome screen after. */
export function RootRedirect() {
  return <Navigate to={isOnboardingComplete() ? '/welcome' : '/onboarding'} replace />;
}
