import { TWO_STEP_CODE_DIGITS } from '@lien/contract';
import { LOCALE, TIME_ZONE } from '@lien/contract/rules';

const plural = new Intl.PluralRules(LOCALE);
const day = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });

/** The texts of two-step verification in the web app (the server's answers are the contract's). */
export const twoStepTexts = {
  title: 'Vérification en deux étapes',
  leadOff:
    'Protégez votre compte : à chaque connexion, après votre mot de passe, un code de votre application d’authentification (Google Authenticator, Microsoft Authenticator, Authy…) vous sera demandé.',
  leadOn: (enabledAt: string) =>
    `Activée depuis le ${day.format(new Date(enabledAt))}. Un code de votre application vous est demandé à chaque connexion, pour supprimer votre compte et pour télécharger vos données.`,
  codesLeft: (count: number) =>
    count === 0
      ? 'Il ne vous reste aucun code de secours : désactivez puis réactivez la vérification pour en obtenir de nouveaux.'
      : plural.select(count) === 'one'
        ? 'Il vous reste 1 code de secours.'
        : `Il vous reste ${count} codes de secours.`,
  loading: 'Chargement de la vérification en deux étapes...',
  loadFailed: 'Impossible de charger l’état de la vérification en deux étapes.',
  startFailed: 'Impossible de commencer la configuration. Veuillez réessayer.',
  // Set-up.
  scanStep: '1. Scannez ce QR code avec votre application d’authentification.',
  qrAlt: 'QR code à scanner avec votre application d’authentification',
  manualKey: 'Vous ne pouvez pas scanner\u00a0? Saisissez cette clé dans l’application\u00a0:',
  codeStep: `2. Saisissez le code à ${TWO_STEP_CODE_DIGITS}\u00a0chiffres affiché par l’application.`,
  enable: 'Activer',
  enabling: 'Activation en cours...',
  cancel: 'Annuler',
  // Recovery codes.
  recoveryTitle: 'Vos codes de secours',
  recoveryLead:
    'Chacun de ces codes permet une seule connexion si vous n’avez plus accès à votre application. Gardez-les en lieu sûr\u00a0: ils ne seront plus affichés.',
  copy: 'Copier les codes',
  copied: 'Codes copiés.',
  copyFailed: 'La copie a échoué : sélectionnez les codes pour les copier, ou téléchargez-les.',
  download: 'Télécharger les codes',
  downloadFileName: 'lien-codes-de-secours.txt',
  downloadHeader: 'Lien — codes de secours de la vérification en deux étapes (chacun ne sert qu’une fois)',
  done: 'J’ai enregistré mes codes',
  // Turning off.
  disableLead:
    'Pour désactiver la vérification, saisissez un code de votre application ou un code de secours.',
  disable: 'Désactiver',
  disabling: 'Désactivation en cours...',
  // A code field.
  codeLabel: `Code à ${TWO_STEP_CODE_DIGITS}\u00a0chiffres`,
  recoveryLabel: 'Code de secours',
  useRecovery: 'Utiliser un code de secours',
  useApp: 'Utiliser le code de l’application',
  // The log-in's second step.
  loginLead: `Saisissez le code à ${TWO_STEP_CODE_DIGITS}\u00a0chiffres affiché par votre application d’authentification.`,
  verify: 'Valider',
  verifying: 'Vérification en cours...',
  backToLogin: 'Retour à la connexion',
  // Deletion and export.
  exportTitle: 'Télécharger mes données',
  exportLead: 'Pour télécharger vos données, saisissez un code de votre application ou un code de secours.',
  exportConfirm: 'Télécharger',
  exporting: 'Téléchargement...',
} as const;

/** The base32 key in groups of four, as apps show it and as it is easier to type. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
