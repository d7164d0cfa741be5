import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { disconnectRealtime } from '../realtime';
import { clearAllStorage } from './storage';

/**
 * Logout (SPEC §2.5, §4): closes the live connection, clears all local storage and goes to welcome.
 * The session is a bearer token held on the device: forgetting it is the whole logout.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    disconnectRealtime();
    clearAllStorage();
    navigate('/welcome', { replace: true });
  }, [navigate]);
}
