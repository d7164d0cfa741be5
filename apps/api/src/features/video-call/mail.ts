import { APPOINTMENT_MINUTES } from '@lien/contract';
import type { OutgoingMail } from '../../infra/mail';
import { layoutMail } from '../../infra/mail-layout';
import { frenchDateAndTime } from './paris-time';

/** The subject of the confirmation both members receive. */
export const APPOINTMENT_MAIL_SUBJECT = 'Votre rendez-vous vidéo est confirmé';

/**
 * The French confirmation of a planned video call, for one of its two members: the partner's first
 * name, the day and time in Paris (24 h), the length and the room link; plain text and the same words
 * as HTML, in the layout of the account e-mails.
 */
export function appointmentMail(
  to: { email: string; firstName: string },
  partnerFirstName: string,
  startsAt: Date,
  roomUrl: string,
): OutgoingMail {
  const { date, time } = frenchDateAndTime(startsAt);
  return layoutMail(to.email, {
    subject: APPOINTMENT_MAIL_SUBJECT,
    paragraphs: [
      `Bonjour ${to.firstName},`,
      `Votre appel vidéo avec ${partnerFirstName} est confirmé : rendez-vous le ${date} à ${time} (heure de Paris), pour ${APPOINTMENT_MINUTES} minutes.`,
      "Le moment venu, rejoignez l'appel avec le lien ci-dessous, depuis votre téléphone ou votre ordinateur.",
    ],
    link: { url: roomUrl, label: "Rejoindre l'appel vidéo", labelledInText: true },
    footer:
      'Ce lien est réservé à votre rendez-vous : ne le partagez pas. Vous retrouvez aussi ce rendez-vous dans votre agenda sur Lien.',
  });
}
