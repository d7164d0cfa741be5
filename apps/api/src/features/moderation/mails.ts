import { MODERATION_DECISION_LABELS, type ModerationDecision } from '@lien/contract';
import type { OutgoingMail } from '../../infra/mail';
import { layoutMail } from '../../infra/mail-layout';

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

export interface StatementOfReasons {
  decision: Exclude<ModerationDecision, 'dismiss'>;
  ground: string;
  statement: string;
  suspendedUntil: Date | null;
  /** The CGU as a page a person reads. */
  cguUrl: string;
  /** The single-use link of the appeal page. */
  appealUrl: string;
  /** Moderation's contact point (CGU article 18). */
  contact: string;
}

/** What the measure is and how long it lasts, in the member's words. */
function measure({ decision, suspendedUntil }: StatementOfReasons): string {
  if (decision === 'warn') return 'Un avertissement : votre compte reste ouvert, sans autre mesure.';
  if (decision === 'suspend' && suspendedUntil) {
    return `La suspension de votre compte jusqu’au ${longDate.format(suspendedUntil)} : vous ne pourrez pas vous connecter d’ici là.`;
  }
  return 'La fermeture définitive de votre compte : vous ne pourrez plus vous connecter, ni vous réinscrire avec cette adresse.';
}

/**
 * The statement of reasons a member receives for a measure (DSA art. 17): the measure and its length,
 * the facts, the ground in the CGU, and how to contest it.
 */
export function statementOfReasonsMail(
  to: string,
  firstName: string,
  reasons: StatementOfReasons,
): OutgoingMail {
  return layoutMail(to, {
    subject: `Décision de modération : ${MODERATION_DECISION_LABELS[reasons.decision].toLowerCase()}`,
    paragraphs: [
      `Bonjour ${firstName},`,
      'Suite à un signalement, notre équipe de modération a examiné votre compte et pris la décision suivante.',
      `Mesure : ${measure(reasons)}`,
      `Faits : ${reasons.statement}`,
      `Fondement : ${reasons.ground} des conditions générales d’utilisation (${reasons.cguUrl}).`,
      'Cette décision a été prise par une personne de notre équipe, sans traitement automatisé.',
      `Vous pouvez la contester dans les six mois, sans vous connecter, par le lien ci-dessous (ou en écrivant à ${reasons.contact}) : votre contestation sera réexaminée par une autre personne de l’équipe, qui vous répondra par e-mail. Vous pouvez aussi saisir un organe de règlement extrajudiciaire des litiges ou le juge.`,
    ],
    link: { url: reasons.appealUrl, label: 'Contester cette décision', labelledInText: true },
    footer:
      'Ce message vous est envoyé en application de l’article 17 du règlement européen sur les services numériques.',
  });
}

/** What becomes of a report, told to the member who made it, without the other member's details. */
export function reportOutcomeMail(to: string, firstName: string, actedOn: boolean): OutgoingMail {
  return layoutMail(to, {
    subject: 'Votre signalement a été examiné',
    paragraphs: [
      `Bonjour ${firstName},`,
      actedOn
        ? 'Merci pour votre signalement. Notre équipe de modération l’a examiné et a pris une mesure à l’égard du compte concerné.'
        : 'Merci pour votre signalement. Notre équipe de modération l’a examiné et n’a pas constaté de manquement à nos conditions générales justifiant une mesure.',
      'Le profil que vous avez signalé reste masqué pour vous, et vous pour lui.',
      'Si vous n’êtes pas d’accord avec cette issue, répondez à cet e-mail : votre demande sera réexaminée.',
    ],
    footer:
      'Pour votre sécurité, nous ne donnons pas le détail des mesures prises à l’égard d’un autre membre.',
  });
}

/** The answer to an appeal: the decision stands, or it is reversed and its measure lifted. */
export function appealOutcomeMail(
  to: string,
  firstName: string,
  outcome: { reversed: boolean; decision: Exclude<ModerationDecision, 'dismiss'>; statement: string },
): OutgoingMail {
  const lifted: Record<typeof outcome.decision, string> = {
    warn: 'L’avertissement est retiré de votre dossier.',
    suspend: 'La suspension de votre compte est levée : vous pouvez vous connecter dès maintenant.',
    ban: 'Votre compte est rouvert et votre adresse peut de nouveau être utilisée : vous pouvez vous connecter dès maintenant.',
  };
  return layoutMail(to, {
    subject: outcome.reversed
      ? 'Votre contestation : la décision est annulée'
      : 'Votre contestation : la décision est maintenue',
    paragraphs: [
      `Bonjour ${firstName},`,
      'Une autre personne de notre équipe de modération a réexaminé la décision que vous avez contestée.',
      outcome.reversed
        ? `Elle a annulé cette décision. ${lifted[outcome.decision]}`
        : 'Elle a maintenu cette décision.',
      `Motifs : ${outcome.statement}`,
      'Vous pouvez encore saisir un organe de règlement extrajudiciaire des litiges ou le juge.',
    ],
    footer:
      'Ce message vous est envoyé en application de l’article 20 du règlement européen sur les services numériques.',
  });
}

/**
 * The moderators' daily reminder of the appeals past their due day (issue #29): how many, since when,
 * and the console. No member's name: the console shows them to whoever opens it.
 */
export function overdueAppealsMail(
  to: string,
  overdue: { count: number; oldestDueAt: Date },
  consoleUrl: string,
): OutgoingMail {
  const plural = overdue.count > 1;
  return layoutMail(to, {
    subject: plural ? `${overdue.count} contestations en retard` : '1 contestation en retard',
    paragraphs: [
      'Bonjour,',
      plural
        ? `${overdue.count} contestations attendent une réponse depuis plus de sept jours, la plus ancienne depuis le ${longDate.format(overdue.oldestDueAt)}.`
        : `Une contestation attend une réponse depuis plus de sept jours (elle était due le ${longDate.format(overdue.oldestDueAt)}).`,
      'Elles sont en tête de la console de modération, marquées « En retard ». Une contestation est examinée par une autre personne que l’auteur de la décision.',
    ],
    link: { url: consoleUrl, label: 'Ouvrir la console de modération' },
    footer:
      'Vous recevez ce rappel chaque jour tant qu’une contestation est en retard, parce que vous êtes modérateur ou modératrice de Lien.',
  });
}
