import { notificationMessages as m, PUSH_PREVIEW_LENGTH, type PushPayload } from '@lien/contract';
import type { OutgoingMail } from '../../infra/mail';
import { escapeHtml, layoutMail } from '../../infra/mail-layout';

const callTime = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** A new match: who, and the conversation it opened. */
export function matchPush(partnerFirstName: string, conversationID: number): PushPayload {
  return {
    title: m.matchTitle,
    body: m.matchBody(partnerFirstName),
    url: `/chat?conversationID=${conversationID}`,
    tag: `match-${conversationID}`,
  };
}

/** A new message: its sender and the beginning of what they wrote. */
export function messagePush(senderFirstName: string, content: string, conversationID: number): PushPayload {
  const preview =
    content.length > PUSH_PREVIEW_LENGTH
      ? `${content.slice(0, PUSH_PREVIEW_LENGTH - 1).trimEnd()}…`
      : content;
  return {
    title: m.messageTitle(senderFirstName),
    body: preview,
    url: `/chat?conversationID=${conversationID}`,
    tag: `conversation-${conversationID}`,
  };
}

/**
 * « À vous de jouer » (issue #27): the one reminder of a conversation whose match wrote a day ago; it
 * opens the thread. Its own tag: it does not silently replace the message's notification.
 */
export function turnReminderPush(partnerFirstName: string, conversationID: number): PushPayload {
  return {
    title: m.turnTitle,
    body: m.turnBody(partnerFirstName),
    url: `/chat?conversationID=${conversationID}`,
    tag: `turn-${conversationID}`,
  };
}

/** A video call a match booked: who and when (Paris time, as the agenda shows it). */
export function callPush(bookerFirstName: string, startsAt: Date, appointmentId: number): PushPayload {
  return {
    title: m.callTitle,
    body: m.callBody(bookerFirstName, `le ${callTime.format(startsAt)}`),
    url: '/pendingMatches',
    tag: `call-${appointmentId}`,
  };
}

/**
 * « Le choix du jour » (issue #26): the same words for everyone, no name and no reason (a lock screen is
 * seen by others); it opens the deck, where the pick comes first. One a day: its tag is the day's.
 */
export function dailyPickPush(day: string): PushPayload {
  return { title: m.dailyPickTitle, body: m.dailyPickBody, url: '/profile', tag: `daily-pick-${day}` };
}

/** "3 nouveaux messages", "1 nouveau match": the plural said by the number. */
const plural = new Intl.PluralRules('fr-FR');
function counted(count: number, one: string, many: string): string {
  return `${count} ${plural.select(count) === 'one' ? one : many}`;
}

/**
 * The daily digest: what is waiting (matches, messages, « Le choix du jour », who waits on an answer),
 * a link to the app (the conversations, or the deck when the pick is all there is), and a link that
 * stops the digest.
 */
export function digestMail(
  to: string,
  firstName: string,
  news: { matches: number; messages: number; dailyPick: boolean; awaitingAnswer: readonly string[] },
  publicUrl: string,
  unsubscribeUrl: string,
): OutgoingMail {
  const waiting = [
    news.matches > 0 ? counted(news.matches, 'nouveau match', 'nouveaux matchs') : null,
    news.messages > 0 ? counted(news.messages, 'nouveau message', 'nouveaux messages') : null,
  ].filter((part): part is string => part !== null);
  const answers = news.awaitingAnswer;
  const told = [
    waiting.length > 0 ? `Depuis votre dernière visite, vous avez ${waiting.join(' et ')}.` : null,
    answers.length > 0 ? m.turnDigest(answers) : null,
    news.dailyPick ? m.dailyPickDigest : null,
  ].filter((part): part is string => part !== null);
  const closing =
    waiting.length > 0
      ? 'Ouvrez Lien pour les découvrir.'
      : answers.length > 0
        ? 'Ouvrez Lien pour répondre.'
        : 'Ouvrez Lien pour le découvrir.';
  const mail = layoutMail(to, {
    subject: 'Du nouveau sur Lien',
    paragraphs: [`Bonjour ${firstName},`, ...told, closing],
    link: {
      url: `${publicUrl}${waiting.length > 0 || answers.length > 0 ? '/chat' : '/profile'}`,
      label: 'Ouvrir Lien',
    },
    footer: `Vous recevez ce résumé au plus une fois par jour, quand il y a du nouveau. Pour ne plus le recevoir : ${unsubscribeUrl}`,
  });
  // The footer is text; in HTML its address becomes a link.
  const shown = escapeHtml(unsubscribeUrl);
  return { ...mail, html: mail.html.replace(shown, `<a href="${shown}">${shown}</a>`), unsubscribeUrl };
}
