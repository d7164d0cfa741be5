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
