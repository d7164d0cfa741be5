import { notificationMessages, notificationsEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { escapeHtml } from '../../infra/mail-layout';
import { currentUserId } from '../../plugins/authentication';
import { DigestLinks, UNSUBSCRIBE_PATH } from './digest';
import { turnDigestOff } from './queries';
import { NotificationsService } from './service';

/** A small French page about the digest's unsubscribe link; `body` is HTML already escaped. */
function page(body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Lien</title></head><body style="font-family:sans-serif;color:#2d2433;max-width:30rem;margin:3rem auto;padding:0 1rem"><h1>Lien</h1>${body}<p><a href="/">Ouvrir Lien</a></p></body></html>`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The question, and a button that sends the token back by POST. */
function confirmation(token: string): string {
  return page(
    `${paragraph(notificationMessages.digestUnsubscribeQuestion)}<form method="post" action="${UNSUBSCRIBE_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">${escapeHtml(notificationMessages.digestUnsubscribeButton)}</button></form>`,
  );
}

/**
 * Notifications (issue #17): the VAPID public key, each device's push subscription, the member's
 * preferences, and the digest's unsubscribe link (public: the signed token is the authority).
 */
export async function notificationsRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new NotificationsService(ctx.db, { production: ctx.config.env === 'production' });
  const links = new DigestLinks(ctx.config.jwtSecret);

  route(app, notificationsEndpoints.publicKey, {}, async () => ({ publicKey: ctx.config.vapid.publicKey }));

  route(app, notificationsEndpoints.subscribe, {}, async (request) => {
    await service.subscribe(currentUserId(request), request.body);
    return { status: 'ok' as const };
  });

  route(app, notificationsEndpoints.unsubscribe, {}, async (request) => {
    await service.unsubscribe(currentUserId(request), request.body.endpoint);
    return { status: 'ok' as const };
  });

  route(app, notificationsEndpoints.preferences, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.preferences(currentUserId(request));
  });

  route(app, notificationsEndpoints.savePreferences, {}, async (request) =>
    service.savePreferences(currentUserId(request), request.body),
  );

  // The link of the mail only asks (a GET changes nothing: mail scanners follow links); the page's
  // button, or a mail client's one-click unsubscribe (RFC 8058, the token in the address), sends a
  // POST that turns the digest off. Public and outside the CSRF check: the signed token is the
  // authority, and all it can do is turn one member's mail off.
  app.get<{ Querystring: { token?: string } }>(
    UNSUBSCRIBE_PATH,
    { config: { auth: 'public' } },
    async (request, reply) => {
      const token = String(request.query.token ?? '');
      const valid = links.verify(token) !== null;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply
        .code(valid ? 200 : 400)
        .send(valid ? confirmation(token) : page(paragraph(notificationMessages.digestUnsubscribeInvalid)));
    },
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Querystring: { token?: string }; Body: { token?: string } | undefined }>(
      UNSUBSCRIBE_PATH,
      { config: { auth: 'public', csrf: false } },
      async (request, reply) => {
        const token = String(request.body?.token ?? request.query.token ?? '');
        const userId = links.verify(token);
        const done = userId !== null && (await turnDigestOff(ctx.db, userId));
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return reply
          .code(done ? 200 : 400)
          .send(
            page(
              paragraph(
                done
                  ? notificationMessages.digestUnsubscribed
                  : notificationMessages.digestUnsubscribeInvalid,
              ),
            ),
          );
      },
    );
  });
}
