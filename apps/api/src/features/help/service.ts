import { HELP_MESSAGE_MAX_LENGTH, type HelpMessageRequest, helpMessages } from '@lien/contract';
import { stripHtml } from '@lien/contract/rules';
import { PARTNER_SERVICES, serverMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Mailer } from '../../infra/mail';
import { layoutMail } from '../../infra/mail-layout';
import * as q from '../feedback/queries';

/**
 * The help's messages (issue #24): « Contacter le support », « Signaler un problème », a partner
 * service's « Contactez-nous ». Kept with the feedback, then two mails through the outbox in the
 * same request: the support's copy, whose Reply-To is the member (answering it answers them), and the
 * member's confirmation with their message. Signed-in members only: the answer goes to their address.
 */
export class HelpService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { mailer: Mailer; supportContact: string },
  ) {}

  async send(userId: number, request: HelpMessageRequest): Promise<void> {
    const message = stripHtml(request.message);
    if (message === '') throw new HttpError(400, helpMessages.messageRequired);
    if (Array.from(message).length > HELP_MESSAGE_MAX_LENGTH)
      throw new HttpError(400, helpMessages.messageTooLong);
    const member = await q.findMemberContact(this.db, userId);
    if (!member) throw new HttpError(401, serverMessages.unauthenticated);
    const topic = PARTNER_SERVICES.find((service) => service.id === request.topic)?.name ?? null;

    await q.insertHelpMessage(this.db, { user_id: userId, kind: request.kind, topic, comment: message });
    const subject = helpMessages.supportSubject(request.kind, topic);
    await this.deps.mailer.send({
      ...layoutMail(this.deps.supportContact, {
        subject,
        paragraphs: [`De ${member.first_name} <${member.email}>, membre n° ${userId}.`, message],
        footer: 'Répondre à cet e-mail répond au membre.',
      }),
      replyTo: member.email,
    });
    await this.deps.mailer.send(
      layoutMail(member.email, {
        subject: helpMessages.confirmationSubject,
        paragraphs: [helpMessages.confirmationBody(member.first_name), `«\u00a0${message}\u00a0»`],
        footer: helpMessages.confirmationFooter,
      }),
    );
  }
}
