import type { Appointment } from '@lien/contract';
import { photoUrl } from '../photos/service';

const thumbnail = (key: string | null) => (key ? photoUrl(key) : null);

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
