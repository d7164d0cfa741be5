import { APPOINTMENT_MINUTES } from '@lien/contract';
import type { OutgoingMail } from '../../infra/mail';
import { frenchDateAndTime } from './paris-time';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  const paragraphs = [
    `Bonjour ${to.firstName},`,
    `Votre appel vidéo avec ${partnerFirstName} est confirmé : rendez-vous le ${date} à ${time} (heure de Paris), pour ${APPOINTMENT_MINUTES} minutes.`,
    "Le moment venu, rejoignez l'appel avec le lien ci-dessous, depuis votre téléphone ou votre ordinateur.",
  ];
  const label = "Rejoindre l'appel vidéo";
  const footer =
    'Ce lien est réservé à votre rendez-vous : ne le partagez pas. Vous retrouvez aussi ce rendez-vous dans votre agenda sur Lien.';
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const button = `<a href="${escapeHtml(roomUrl)}" style="display:inline-block;padding:12px 20px;background:#c2185b;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a>`;
  return {
    to: to.email,
    subject: APPOINTMENT_MAIL_SUBJECT,
    text: `${paragraphs.join('\n\n')}\n\n${label} : ${roomUrl}\n\n${footer}\n\nL'équipe Lien`,
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif;color:#2d2433;line-height:1.5">${body}<p>${button}</p><p style="font-size:13px;color:#6b5f73">${escapeHtml(footer)}</p></body></html>`,
  };
}
