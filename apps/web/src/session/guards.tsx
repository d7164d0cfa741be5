import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  expireSession,
  hasValidSession,
  isOnboardingComplete,
  onboardingStepsDone,
  readSession,
} from './storage';

/**
 * Protected screens: the token's expiry is read again on every navigation (the location changes,
 * this renders). Without a session, to /login. An expired one ends (PRODUCT §4): everything the member
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

/** Where a member whose sign-up steps are done is sent from any of them. */
export const AFTER_ONBOARDING = '/profile';

/**
 * A sign-up step (photos, interests, questionnaire, bio): a signed-in member who finished them is
 * never shown one again (issue 24: a back swipe landed a member on an empty « Votre bio » over their
 * saved bio); they go to the deck. Without a session, or mid-way, the step shows as PRODUCT §2.1 says.
 */
export function OnboardingStep({ children }: { children: ReactNode }) {
  if (hasValidSession() && onboardingStepsDone()) return <Navigate to={AFTER_ONBOARDING} replace />;
  return children;
}
