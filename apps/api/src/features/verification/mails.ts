import type { OutgoingMail } from '../../infra/mail';
import { layoutMail } from '../../infra/mail-layout';

/** The outcome of a photo verification, told to the member (the moderation decisions' pattern). */
export function verificationOutcomeMail(
  to: string,
  firstName: string,
  outcome: { approved: true } | { approved: false; reason: string; note: string | null },
  verificationUrl: string,
): OutgoingMail {
  const paragraphs = outcome.approved
    ? [
        `Bonjour ${firstName},`,
        'Notre équipe a comparé votre selfie à vos photos : votre profil est vérifié. Le badge « Profil vérifié » apparaît désormais sur votre profil.',
        'Votre selfie a été effacé. Si vous changez votre photo principale, il faudra faire vérifier votre profil de nouveau.',
      ]
    : [
        `Bonjour ${firstName},`,
        `Notre équipe a comparé votre selfie à vos photos et n’a pas pu vérifier votre profil. Motif : ${outcome.reason}`,
        ...(outcome.note ? [`Précisions : ${outcome.note}`] : []),
        'Votre selfie a été effacé. Vous pouvez faire une nouvelle demande.',
      ];
  return layoutMail(to, {
    subject: outcome.approved ? 'Votre profil est vérifié' : 'Votre profil n’a pas pu être vérifié',
    paragraphs,
    link: { url: verificationUrl, label: 'Voir ma vérification' },
    footer: 'Cette décision a été prise par une personne de notre équipe, sans reconnaissance faciale.',
  });
}

/** A sent selfie no moderator decided in time: erased, and the member may ask again. */
export function verificationLapsedMail(
  to: string,
  firstName: string,
  reviewDays: number,
  verificationUrl: string,
): OutgoingMail {
  return layoutMail(to, {
    subject: 'Votre selfie n’a pas pu être examiné',
    paragraphs: [
      `Bonjour ${firstName},`,
      `Notre équipe n’a pas pu examiner votre selfie dans les ${reviewDays} jours qui ont suivi son envoi. Pour ne pas le garder sans décision, nous l’avons effacé.`,
      'Vous pouvez faire une nouvelle demande quand vous le souhaitez.',
    ],
    link: { url: verificationUrl, label: 'Voir ma vérification' },
    footer: 'Vous recevez cet e-mail parce que vous avez demandé la vérification de votre profil.',
  });
}
