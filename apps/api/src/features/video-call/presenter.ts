import { type Appointment, ageOn, type pendingMatch } from '@lien/contract';
import type { z } from 'zod';
import { photoUrl } from '../photos/service';

/** A pending match as GET /api/pending_matches answers it (the contract's shape). */
export type PendingMatch = z.infer<typeof pendingMatch>;

const thumbnail = (key: string | null) => (key ? photoUrl(key) : null);

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
    photoUrl: thumbnail(row.thumb_key),
    matchedAt: matchedAt.toISOString(),
    compatibility,
  };
}

/** An appointment as one of its two members sees it: the other member, the time, the room. */
export function presentAppointment(appointment: {
  id: number;
  startsAt: Date;
  durationMinutes: number;
  roomUrl: string;
  partner: { id: number; first_name: string; thumb_key: string | null };
}): Appointment {
  return {
    id: appointment.id,
    partner: {
      id: appointment.partner.id,
      firstName: appointment.partner.first_name,
      photoUrl: thumbnail(appointment.partner.thumb_key),
    },
    startsAt: appointment.startsAt.toISOString(),
    durationMinutes: appointment.durationMinutes,
    roomUrl: appointment.roomUrl,
  };
}
