import { sessionMessages } from '@lien/contract/texts';

/** What /login receives in its location state when it opens because the session ended by itself. */
export const sessionEndedState = { sessionEnded: 'expired' } as const;

/** The French notice /login shows for its location state: why the member must log in again, if so. */
export function sessionEndedNotice(state: unknown): string | null {
  const ended =
    state !== null &&
    typeof state === 'object' &&
    'sessionEnded' in state &&
    state.sessionEnded === 'expired';
  return ended ? sessionMessages.expired : null;
}
