import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearSession, hasValidSession, isOnboardingComplete, readSession } from './storage';

/**
 * Protected screens: the token's expiry is read again on every navigation (the location
 * changes, this renders); a missing or expired token clears the session and goes to login.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasValidSession()) {
    if (readSession()) clearSession();
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}

/** `/`: the onboarding carousel once, the welcome screen after. */
export function RootRedirect() {
  return <Navigate to={isOnboardingComplete() ? '/welcome' : '/onboarding'} replace />;
}
