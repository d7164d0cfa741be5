import { todayInParis } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { isPickShown } from '../../daily-pick/shown';
import { DeckService } from '../deck/service';
import { findRelation, type RelationRow } from './queries';

type Db = Kysely<Database>;

export type Relation = RelationRow;

/** A report in either direction hides two members from each other for good. */
export const isReported = (relation: Relation) => relation.i_reported || relation.reported_me;

/**
 * The member is gone for the viewer: a report either way, or the viewer ended their conversation
 * (issue #27; the other side still sees the one who ended it, to report them if need be).
 */
export const isGoneFor = (relation: Relation) => isReported(relation) || relation.i_ended;

/**
 * Which members the product shows a viewer (DESIGN: a member sees only what the product shows them):
 * someone in their deck right now, their « choix du jour », someone who liked them, someone they liked,
 * a match. Never across
 * a report, in either direction, nor someone moderation withholds (banned, suspended, reported as a
 * minor awaiting a decision), nor someone whose conversation the viewer ended. Everything else is
 * answered as if the member did not exist.
 */
export class Visibility {
  constructor(
    private readonly db: Db,
    private readonly deck: Pick<DeckService, 'isInDeck'>,
  ) {}

  relation(viewerId: number, memberId: number): Promise<Relation> {
    return findRelation(this.db, viewerId, memberId);
  }

  /** Whether the viewer may see the member's profile (GET /api/user_profile/:id, a report). */
  async canView(viewerId: number, memberId: number, known?: Relation): Promise<boolean> {
    if (viewerId === memberId) return false;
    const relation = known ?? (await this.relation(viewerId, memberId));
    if (!relation.member_exists || isGoneFor(relation) || relation.withheld) return false;
    if (relation.matched || relation.liked_me || relation.my_like === true) return true;
    if (await this.deck.isInDeck(viewerId, memberId)) return true;
    return isPickShown(this.db, viewerId, memberId, todayInParis());
  }
}

/** The visibility rule over the deck as it stands (profile view, reports, blocks). */
export function visibilityOf(db: Db): Visibility {
  return new Visibility(db, new DeckService(db));
}
