import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAllStorage } from './storage';

/**
 * Logout (PRODUCT §2.5, §4): clears all local storage and goes to welcome. The session is a bearer
 * token held on the device: forgetting it is the whole logout. Everything else of the member goes
 * with it, as the member changes: the query cache (SessionProvider), the live connection and the
 * badges (realtime/), the device's push subscription (session/leaveDevice.ts).
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearAllStorage();
    navigate('/welcome', { replace: true });
  }, [navigate]);
}
