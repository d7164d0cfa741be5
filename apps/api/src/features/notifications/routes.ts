import { notificationMessages, notificationsEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { escapeHtml } from '../../infra/mail-layout';
import { currentUserId } from '../../plugins/authentication';
import { DigestLinks } from './digest';
import { turnDigestOff } from './queries';
import { NotificationsService } from './service';

/** A small French page: what the unsubscribe link did. */
function page(text: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Lien</title></head><body style="font-family:sans-serif;color:#2d2433;max-width:30rem;margin:3rem auto;padding:0 1rem"><h1>Lien</h1><p>${escapeHtml(text)}</p><p><a href="/">Ouvrir Lien</a></p></body></html>`;
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

  // An e-mail link, so a GET; what it does is idempotent and only ever turns a mail off.
  app.get<{ Querystring: { token?: string } }>(
    '/api/email_digest/unsubscribe',
    { config: { auth: 'public' } },
    async (request, reply) => {
      const userId = links.verify(String(request.query.token ?? ''));
      const done = userId !== null && (await turnDigestOff(ctx.db, userId));
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply
        .code(done ? 200 : 400)
        .send(
          page(
            done ? notificationMessages.digestUnsubscribed : notificationMessages.digestUnsubscribeInvalid,
          ),
        );
    },
  );
}
