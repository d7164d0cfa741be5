import type { OutgoingMail } from '../../infra/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(paragraphs: string[], link: { url: string; label: string }, footer: string): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  return `<!doctype html><html lang="fr"><body style="font-family:sans-serif;color:#2d2433;line-height:1.5">${body}<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;background:#c2185b;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#6b5f73">${escapeHtml(footer)}</p></body></html>`;
}

/** The e-mail that confirms an address after sign-up, in French. */
export function verificationMail(to: string, firstName: string, url: string): OutgoingMail {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Bienvenue sur Lien ! Pour confirmer votre adresse email et continuer votre inscription, cliquez sur le lien ci-dessous.',
  ];
  const footer =
    "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.";
  return {
    to,
    subject: 'Confirmez votre adresse email',
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\n${footer}\n\nL'équipe Lien`,
    html: layout(paragraphs, { url, label: 'Confirmer mon adresse email' }, footer),
  };
}

/** The e-mail with a password reset link, in French. */
export function resetPasswordMail(to: string, firstName: string, url: string): OutgoingMail {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le lien ci-dessous pour en choisir un nouveau.',
  ];
  const footer =
    "Ce lien est valable une heure et ne peut servir qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.";
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe',
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\n${footer}\n\nL'équipe Lien`,
    html: layout(paragraphs, { url, label: 'Choisir un nouveau mot de passe' }, footer),
  };
}
