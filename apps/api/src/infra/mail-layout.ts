import type { OutgoingMail } from './mail';

/** Text made safe to place inside HTML, attributes included. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** The one thing to do, as a button; `labelledInText` writes its label before the address in the text part. */
  link?: { url: string; label: string; labelledInText?: boolean };
  footer: string;
}

/** One layout for every e-mail of Lien: a plain-text part, and the same words as HTML with a button. */
export function layoutMail(to: string, { subject, paragraphs, link, footer }: MailContent): OutgoingMail {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;background:#c2185b;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  const linkText = link ? `\n\n${link.labelledInText ? `${link.label} : ` : ''}${link.url}` : '';
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}${linkText}\n\n${footer}\n\nL'équipe Lien`,
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif;color:#2d2433;line-height:1.5">${body}${button}<p style="font-size:13px;color:#6b5f73">${escapeHtml(footer)}</p></body></html>`,
  };
}
