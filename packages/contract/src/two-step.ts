import { sessionReply } from './auth';
import { z } from './zod-fr';

/** Digits of an authenticator app's code (RFC 6238, as Google Authenticator and the others show it). */
export const TWO_STEP_CODE_DIGITS = 6;
/** Seconds a code lasts (RFC 6238's default time step). */
export const TWO_STEP_PERIOD_SECONDS = 30;
/** One-time recovery codes given when two-step verification is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code, shown in groups of four (xxxx-xxxx-xxxx). */
export const RECOVERY_CODE_LENGTH = 12;
/** The letters and digits of recovery codes: no 0/O, 1/I/L, so that a code copied by hand reads back. */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** How long the second step of a log-in waits for its code. */
export const TWO_STEP_CHALLENGE_DURATION_MS = 5 * 60_000;
/** The issuer authenticator apps show above the account (the `issuer` of the otpauth URI). */
export const TWO_STEP_ISSUER = 'Lien';

/** What the member reads about two-step verification, and the server's answers. */
export const twoStepMessages = {
  title: 'Vérification en deux étapes',
  codeRequired: 'Saisissez le code de votre application d’authentification.',
  codeInvalid: `Saisissez le code à ${TWO_STEP_CODE_DIGITS}\u00a0chiffres de votre application, ou un code de secours.`,
  wrongCode: 'Code incorrect ou expiré. Vérifiez l’heure de votre téléphone et réessayez.',
  tooManyAttempts: 'Trop de codes incorrects. Veuillez patienter quelques minutes avant de réessayer.',
  challengeExpired: 'Votre connexion a expiré. Saisissez de nouveau votre email et votre mot de passe.',
  alreadyEnabled: 'La vérification en deux étapes est déjà activée.',
  verifyEmailFirst:
    'Confirmez d’abord votre adresse e-mail avec le lien reçu, puis activez la vérification en deux étapes.',
  notEnabled: 'La vérification en deux étapes n’est pas activée.',
  setupMissing: 'Commencez par scanner le QR code\u00a0: la configuration a expiré ou n’a pas commencé.',
  enabled: 'Vérification en deux étapes activée.',
  disabled: 'Vérification en deux étapes désactivée.',
  /** The data export's line: whether it is on, never the secret or the codes. */
  exportOn: 'activée',
  exportOff: 'désactivée',
} as const;

/**
 * A code as typed: an authenticator's 6 digits (spaces allowed, as apps show « 123 456 ») or a
 * recovery code (dashes and spaces allowed, any case). Normalised to digits or to the upper-case
 * characters alone; anything else is refused in French before any check.
 */
export const twoStepCodeSchema = z.lazy(() =>
  z
    .string({ error: twoStepMessages.codeRequired })
    .max(40, twoStepMessages.codeInvalid)
    .transform((value) => value.replace(/[\s\u00a0-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, twoStepMessages.codeRequired)
        .refine((code) => isTotpCode(code) || isRecoveryCode(code), twoStepMessages.codeInvalid),
    ),
);

/** Six digits: what an authenticator app shows. */
export function isTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TWO_STEP_CODE_DIGITS}}$`).test(code);
}

/** Twelve characters of the recovery alphabet, dashes removed. */
export function isRecoveryCode(code: string): boolean {
  return (
    code.length === RECOVERY_CODE_LENGTH && [...code].every((char) => RECOVERY_CODE_ALPHABET.includes(char))
  );
}

/** A recovery code as shown to the member: ABCD-EFGH-JKMN. */
export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** GET /api/two_step: whether it is on, since when, and how many recovery codes are left. */
export const twoStepStatusReply = z.lazy(() =>
  z.object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable(),
    recoveryCodesLeft: z.number(),
  }),
);
export type TwoStepStatus = z.infer<typeof twoStepStatusReply>;

/** POST /api/two_step/setup: a new secret, waiting for a first code to be turned on. */
export const twoStepSetupReply = z.lazy(() =>
  z.object({
    /** The base32 key, for typing into an app by hand. */
    secret: z.string(),
    /** otpauth://totp/…: what the QR code holds. */
    otpauthUri: z.string(),
    /** The QR code as an SVG image (a data: URL). */
    qrCode: z.string(),
  }),
);
export type TwoStepSetup = z.infer<typeof twoStepSetupReply>;

/** A code, for the calls that ask one (confirm, disable, the log-in's second step). */
export const twoStepCodeRequest = z.lazy(() => z.object({ code: twoStepCodeSchema }));

/** POST /api/two_step/confirm: turned on; the recovery codes, shown this once. */
export const twoStepConfirmReply = z.lazy(() =>
  z.object({
    enabledAt: z.string(),
    recoveryCodes: z.array(z.string()),
  }),
);

/**
 * POST /api/login with the right password: a session, or — two-step verification being on — a
 * short-lived signed challenge to send back with a code (no session yet).
 */
export const twoStepChallengeReply = z.lazy(() =>
  z.object({
    twoStepRequired: z.literal(true),
    challenge: z.string(),
  }),
);
export type TwoStepChallenge = z.infer<typeof twoStepChallengeReply>;
export const loginReply = z.lazy(() => z.union([sessionReply, twoStepChallengeReply]));
export type LoginReply = z.infer<typeof loginReply>;

/** POST /api/login/two_step: the challenge of the first step and a code. */
export const twoStepLoginRequest = z.lazy(() =>
  z.object({
    challenge: z.string({ error: twoStepMessages.challengeExpired }).min(1).max(2000),
    code: twoStepCodeSchema,
  }),
);

/** The code asked by deletion and the export when two-step verification is on (absent otherwise). */
export const optionalTwoStepCode = twoStepCodeSchema.optional();
