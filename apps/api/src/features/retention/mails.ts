import type { OutgoingMail } from '../../infra/mail';
import { layoutMail } from '../../infra/mail-layout';

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** The warning before an inactive account is deleted: when, and how to keep it (logging in is enough). */
export function inactivityWarningMail(
  to: string,
  firstName: string,
  deletionOn: Date,
  loginUrl: string,
): OutgoingMail {
  return layoutMail(to, {
    subject: 'Votre compte Lien va être supprimé',
    paragraphs: [
      `Bonjour ${firstName},`,
      'Vous ne vous êtes pas connecté(e) à Lien depuis deux ans. Comme notre politique de confidentialité le prévoit, votre compte et vos données seront supprimés le ' +
        `${longDate.format(deletionOn)}.`,
      'Pour garder votre compte, il vous suffit de vous connecter avant cette date.',
    ],
    link: { url: loginUrl, label: 'Me connecter et garder mon compte' },
    footer:
      'Si vous ne souhaitez plus utiliser Lien, vous n’avez rien à faire : tout sera effacé à cette date.',
  });
}

/** The last word to a member whose inactive account was deleted. */
export function inactiveAccountDeletedMail(to: string, firstName: string, signupUrl: string): OutgoingMail {
  return layoutMail(to, {
    subject: 'Votre compte Lien a été supprimé',
    paragraphs: [
      `Bonjour ${firstName},`,
      'Sans connexion depuis plus de deux ans, votre compte Lien a été supprimé, comme nous vous l’avions annoncé. Vos photos, votre profil et vos réponses ont été effacés.',
      'Vous serez toujours le bienvenu ou la bienvenue : vous pouvez créer un nouveau compte à tout moment.',
    ],
    link: { url: signupUrl, label: 'Créer un compte' },
    footer: 'Vous ne recevrez plus de message de notre part.',
  });
}
