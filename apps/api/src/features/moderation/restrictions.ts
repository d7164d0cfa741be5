import { moderationMessages } from '@lien/contract';
import { HttpError } from '../../http-error';

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/**
 * Refuses a sign-in to a banned account, or to a suspended one before its suspension ends (403, in
 * French, with the date). Decisions also end the sessions already open (their session version).
 */
export function refuseIfRestricted(
  account: { banned_at: Date | null; suspended_until: Date | null },
  now = new Date(),
): void {
  if (account.banned_at) throw new HttpError(403, moderationMessages.banned);
  if (account.suspended_until && account.suspended_until > now) {
    throw new HttpError(403, moderationMessages.suspended(longDate.format(account.suspended_until)));
  }
}
