import { SENSITIVE_CONSENT_VERSION } from './questionnaire/sensitive';
import { z } from './zod-fr';

/** French refusals and labels of the sensitive-data consent (RGPD art. 9, questionnaire/sensitive.ts). */
export const consentMessages = {
  sensitiveAnswersRefused:
    "Vous n'avez pas donné votre accord pour les questions sensibles\u00a0: vos réponses à ces questions ne peuvent pas être enregistrées. Donnez votre accord ou passez ces questions.",
  outdatedVersion: "Ce texte d'accord n'est plus celui en vigueur. Veuillez relire le texte actuel.",
  preferenceNotShared:
    "Cette préférence porte sur une donnée sensible\u00a0: donnez d'abord votre accord aux questions sensibles dans «\u00a0Confidentialité\u00a0».",
  loadFailed: "Impossible de charger l'état de votre accord.",
  saveFailed: 'La modification de votre accord a échoué. Veuillez réessayer.',
} as const;

/** GET /api/sensitive_consent: the member's consent to sensitive questions, as it stands. */
export const sensitiveConsentState = z.lazy(() =>
  z.object({
    /** The version of the text in force, which a new consent accepts. */
    currentVersion: z.string(),
    /** Whether a consent is in force (given and not withdrawn). */
    given: z.boolean(),
    /** The last consent's text version, its date, and the date it was withdrawn; null when none. */
    version: z.string().nullable(),
    givenAt: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
  }),
);
export type SensitiveConsentState = z.infer<typeof sensitiveConsentState>;

/** POST /api/sensitive_consent: consents to the text of this version (the one in force only). */
export const giveSensitiveConsentRequest = z.lazy(() =>
  z.object({
    version: z.literal(SENSITIVE_CONSENT_VERSION, { error: consentMessages.outdatedVersion }),
  }),
);

/** One consent in the data export: every consent given, withdrawn ones included. */
export const consentRecord = z.lazy(() =>
  z.object({
    kind: z.literal('sensitive_data'),
    version: z.string(),
    givenAt: z.string(),
    withdrawnAt: z.string().nullable(),
  }),
);
