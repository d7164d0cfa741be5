import type { DailyPick } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { type DeckService, findDeckViewer } from '../discovery/deck/service';
import { profileSeenBy } from '../discovery/profiles/service';
import * as q from './queries';
import { isPickShown } from './shown';

/**
 * GET /api/daily_pick: the member's « choix du jour », as the deck shows a card. A member with no pick
 * of the day (onboarded after the day's run, or left without one by the matching) gets one on their
 * first ask: the first card of their deck within their preferences, one-sided, stored so that it stays
 * the same all day. None once they swiped it, or once it is no longer shown to them (shown.ts), its
 * account deleted included.
 */
export class DailyPickService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deck: Pick<DeckService, 'deck'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async todaysPick(memberId: number): Promise<DailyPick> {
    const day = todayInParis(this.now());
    if (!(await findDeckViewer(this.db, memberId)))
      throw new HttpError(403, discoveryMessages.onboardingRequired);
    const stored = (await q.pickOf(this.db, memberId, day)) ?? (await this.#pickNow(memberId, day));
    if (!stored?.pick_id || !(await isPickShown(this.db, memberId, stored.pick_id, day)))
      return { day, pick: null };
    const pick = await profileSeenBy(this.db, memberId, stored.pick_id, day);
    return { day, pick: pick ?? null };
  }

  /** The member's best candidate of the deck, stored as their pick (or the one stored meanwhile). */
  async #pickNow(memberId: number, day: string) {
    const [best] = await this.deck.deck(memberId, 0, 1);
    if (!best || best.outsidePreferences) return undefined;
    await q.storeOwnPick(this.db, day, memberId, best.id, best.compatibility);
    return q.pickOf(this.db, memberId, day);
  }
}
