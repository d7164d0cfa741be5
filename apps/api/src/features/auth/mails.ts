import type { OutgoingMail } from '../../infra/mail';
import { layoutMail } from '../../infra/mail-layout';

/** The e-mail that confirms an address after sign-up, in French. */
export function verificationMail(to: string, firstName: string, url: string): OutgoingMail {
  return layoutMail(to, {
    subject: 'Confirmez votre adresse email',
    paragraphs: [
      `Bonjour ${firstName},`,
      'Bienvenue sur Lien ! Pour confirmer votre adresse email et continuer votre inscription, cliquez sur le lien ci-dessous.',
    ],
    link: { url, label: 'Confirmer mon adresse email' },
    footer:
      "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.",
  });
}

/** The e-mail with a password reset link, in French. */
export function resetPasswordMail(to: string, firstName: string, url: string): OutgoingMail {
  return layoutMail(to, {
    subject: 'Réinitialisation de votre mot de passe',
    paragraphs: [
      `Bonjour ${firstName},`,
      'Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le lien ci-dessous pour en choisir un nouveau.',
    ],
    link: { url, label: 'Choisir un nouveau mot de passe' },
    footer:
      "Ce lien est valable une heure et ne peut servir qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  });
}
