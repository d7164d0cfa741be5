import type { OutgoingMail } from '../../infra/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface MailContent {
  subject: string;
  paragraphs: string[];
  link: { url: string; label: string };
  footer: string;
}

/** One layout for every account e-mail: a plain-text part and the same words as HTML with a button. */
function accountMail(to: string, { subject, paragraphs, link, footer }: MailContent): OutgoingMail {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const button = `<a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;background:#c2185b;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a>`;
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${link.url}\n\n${footer}\n\nL'équipe Lien`,
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif;color:#2d2433;line-height:1.5">${body}<p>${button}</p><p style="font-size:13px;color:#6b5f73">${escapeHtml(footer)}</p></body></html>`,
  };
}

/** The e-mail that confirms an address after sign-up, in French. */
export function verificationMail(to: string, firstName: string, url: string): OutgoingMail {
  return accountMail(to, {
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
  return accountMail(to, {
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
