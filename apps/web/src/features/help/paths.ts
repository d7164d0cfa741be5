import type { HelpMessageKind } from '@lien/contract';

/** The FAQ page. */
export const FAQ_PATH = '/aide';
/** The terms, a public page (features/legal). */
export const TERMS_PATH = '/cgu';
/** The privacy policy, a public page (features/legal). */
export const PRIVACY_POLICY_PATH = '/politique-de-confidentialite';
/** The accessibility statement, a public page (features/legal, issue #29). */
export const ACCESSIBILITY_PATH = '/accessibilite';

/** The words of the contact form's address for each kind of message. */
const SUBJECTS: Record<HelpMessageKind, string> = {
  support: 'support',
  problem: 'probleme',
  service: 'service',
};

/** The contact form for a kind of message (a partner service's, with its id). */
export function contactPath(kind: HelpMessageKind, serviceId?: string): string {
  const query = new URLSearchParams({ sujet: SUBJECTS[kind] });
  if (serviceId) query.set('service', serviceId);
  return `/aide/contact?${query.toString()}`;
}

/** The kind of message a contact form's `sujet` names; support when it names none we know. */
export function kindOfSubject(subject: string | null): HelpMessageKind {
  const found = (Object.entries(SUBJECTS) as [HelpMessageKind, string][]).find(
    ([, word]) => word === subject,
  );
  return found?.[0] ?? 'support';
}
