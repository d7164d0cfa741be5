import type { pendingMatch } from '@lien/contract';
import { ageOn } from '@lien/contract/rules';
import type { z } from 'zod';
import { photoUrl } from '../photos/service';

/** A pending match as GET /api/pending_matches answers it (the contract's shape). */
export type PendingMatch = z.infer<typeof pendingMatch>;

/**
 * What a member learns of a pending match: first name, age, main photo's thumbnail, match date and
 * compatibility; never an e-mail, a birth date or anything the card does not show.
 */
export function presentPendingMatch(
  row: { id: number; first_name: string; birth_date: string; thumb_key: string | null },
  matchedAt: Date,
  compatibility: number,
  today: string,
): PendingMatch {
  return {
    userId: row.id,
    firstName: row.first_name,
    age: ageOn(row.birth_date, today) ?? 0,
    photoUrl: row.thumb_key ? photoUrl(row.thumb_key) : null,
    matchedAt: matchedAt.toISOString(),
    compatibility,
  };
}
