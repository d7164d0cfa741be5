import type { LikeCard } from '@lien/contract';
import { ageOn } from '@lien/contract/rules';
import { photoUrl } from '../photos/service';
import type { LikeRow } from './queries';

/** A like card (PRODUCT §3): first name, age, the main photo's thumbnail (null shows the placeholder). */
export function presentLikeCard(row: LikeRow, today: string): LikeCard {
  return {
    id: row.id,
    firstName: row.first_name,
    age: ageOn(row.birth_date, today) ?? 0,
    image: row.thumb_key ? photoUrl(row.thumb_key) : null,
    superLike: row.super_like,
    likedAt: row.created_at.toISOString(),
  };
}
