import { z } from 'zod';
import type { App, AppContext } from '../../context';
import { escapeHtml } from '../../infra/mail-layout';

const outboxReply = z.array(
  z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), sentAt: z.string() }),
);

/**
 * The dev outbox: every mail the app "sent" without an SMTP server, newest first.
 * Registered only outside production (DESIGN.md).
 */
export async function devMailboxRoutes(app: App, { db }: AppContext): Promise<void> {
  const latest = async () => {
    const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(200).execute();
    return rows.map((row) => ({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      sentAt: new Date(row.sent_at ?? row.queued_at).toISOString(),
    }));
  };

  app.get('/dev/mailbox.json', { schema: { response: { 200: outboxReply } } }, latest);

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p>À : ${escapeHtml(mail.to)} — ${escapeHtml(mail.sentAt)}</p><iframe sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe></article>`,
      )
      .join('');
    const page = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boîte mail de développement</title><style>body{font-family:sans-serif;max-width:760px;margin:auto;padding:16px}iframe{width:100%;height:320px;border:1px solid #ccc}</style></head><body><h1>Boîte mail de développement</h1>${items || '<p>Aucun email envoyé pour le moment.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}
