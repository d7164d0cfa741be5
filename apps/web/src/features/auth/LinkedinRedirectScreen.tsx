import { linkedinErrors, sessionUser } from '@lien/contract';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { nextStepPath, saveSession } from '../../session/storage';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';

/** The session the API hands over in the query after a LinkedIn sign-in; null when unreadable. */
export function readLinkedinSession(params: URLSearchParams) {
  const token = params.get('token');
  const rawUser = params.get('user');
  if (!token || !rawUser) return null;
  try {
    const user = sessionUser.safeParse(JSON.parse(rawUser));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

/**
 * PRODUCT §2.1 and §4 /linkedin-redirect?token=&user=: stores the 24 h session and goes on, like a
 * log-in, to /profile (or the onboarding step the member has not finished); with a missing or
 * unreadable parameter, to /login?error=linkedin_redirect_failed.
 */
export function LinkedinRedirectScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();

  useEffect(() => {
    const session = readLinkedinSession(params);
    if (!session) {
      navigate(`/login?error=${linkedinErrors.redirectFailed}`, { replace: true });
      return;
    }
    saveSession(session.token, session.user);
    navigate(nextStepPath(session.user), { replace: true });
  }, [params, navigate]);

  return (
    <Screen title="Connexion avec LinkedIn">
      <Spinner label="Connexion en cours..." />
    </Screen>
  );
}
