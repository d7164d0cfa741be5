import type { SwipeProfile } from '@lien/contract';
import { ageOn, type Gender } from '@lien/contract/rules';
import { affinityBars } from '../../affinity/scoring';
import { inCatalogueOrder } from '../../interests/service';
import { photoUrl } from '../../photos/service';
import type { Compatibility } from '../../questionnaire/compatibility';
import { type PairReasons, whyYouTwoOf } from '../../questionnaire/reasons';
import { distanceKm } from '../deck/geo';

/** A member's card fields as read from the database (profiles/queries.ts). */
export interface CardRow {
  id: number;
  first_name: string;
  birth_date: string;
  job_title: string | null;
  school: string | null;
  bio: string;
  gender: Gender;
  /** Their consent in force is to a text that tells of the reasons (SENSITIVE_REASONS_SINCE). */
  shares_sensitive: boolean;
  is_verified: boolean;
  city_name: string;
  latitude: number;
  longitude: number;
  /** Their « Afficher la distance » (issue #24): off, nobody sees the distance to them. */
  shows_distance: boolean;
  super_liked_you: boolean;
}

export interface Place {
  latitude: number;
  longitude: number;
}

/**
 * Every profile that leaves the server about another member is built here (STYLE: presenters decide
 * what leaves): first name, age, city name and whole km (none when the member hides their distance),
 * job, school, bio, photos, interests, the compatibility figures and « Pourquoi vous deux ? » (reasons,
 * made from both members' answers by questionnaire/reasons.ts, which names a sensitive question only
 * when both consented). No e-mail, phone, last name, birth date or coordinates, whatever the row holds.
 */
export function presentProfile(
  row: CardRow,
  photos: readonly { id: string; storage_key: string }[],
  interests: readonly string[],
  scores: Compatibility | null,
  reasons: PairReasons,
  viewer: Place,
  today: string,
): SwipeProfile {
  return {
    id: row.id,
    firstName: row.first_name,
    age: ageOn(row.birth_date, today) ?? 0,
    location: row.city_name,
    distance: row.shows_distance
      ? Math.round(distanceKm(viewer.latitude, viewer.longitude, row.latitude, row.longitude))
      : null,
    jobTitle: row.job_title ?? '',
    school: row.school ?? '',
    isVerified: row.is_verified,
    bio: row.bio,
    images: photos.map((photo) => ({ id: photo.id, url: photoUrl(photo.storage_key) })),
    selectedInterests: inCatalogueOrder(interests),
    interests: affinityBars(scores),
    compatibility: scores?.overall ?? 0,
    // The sentences only: which questions and how many points stay on the server.
    whyYouTwo: whyYouTwoOf(reasons),
    superLikedYou: row.super_liked_you,
  };
}
