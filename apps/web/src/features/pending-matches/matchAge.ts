import { LOCALE } from '@lien/contract/rules';
import { chatMessages } from '@lien/contract/texts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const plural = new Intl.PluralRules(LOCALE);

/** Each unit's two forms; French says « 1 heure » and « 0,5 heure » but « 2 heures » (PluralRules' one/other). */
const UNITS = {
  hour: { one: 'heure', other: 'heures' },
  day: { one: 'jour', other: 'jours' },
} as const;

const ago = (count: number, unit: keyof typeof UNITS) =>
  `Il y a ${count} ${plural.select(count) === 'one' ? UNITS[unit].one : UNITS[unit].other}`;

/**
 * PRODUCT §9's age of a match: 'Il y a quelques minutes' under an hour, then whole hours under 24 hours
 * ('Il y a 3 heures'), then whole days ('Il y a 2 jours'). A date slightly ahead of the device's clock
 * reads as just now.
 */
export function matchAgeText(matchedAt: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(matchedAt).getTime();
  if (!(elapsed >= HOUR)) return chatMessages.fewMinutesAgo;
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  return ago(Math.floor(elapsed / DAY), 'day');
}
