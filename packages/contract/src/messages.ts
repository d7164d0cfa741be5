import { DISTANCE_MAX_KM, LOCALE, NAME_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from './limits';

/**
 * French texts of PRODUCT §5 and §8, word for word, plus the server's own messages.
 * Every screen and every route takes its wording from here.
 */
export const signupMessages = {
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  emailRequired: "L'email est requis",
  emailInvalid: 'Email invalide',
  phoneRequired: 'Le numéro de téléphone est requis',
  phoneInvalid: "Le numéro de téléphone saisi n'est pas un numéro valide",
  birthDateRequired: 'La date de naissance est requise',
  tooYoung: 'Vous devez avoir au moins 18 ans',
  tooOld: "L'âge maximum est de 99 ans",
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  genderRequired: 'Le genre est requis',
  seekingRequired: 'La préférence est requise',
  cityNotChosen: 'Veuillez sélectionner une ville dans la liste.',
  cityTextRequired: 'La ville et le code postal sont requis.',
  termsRequired: "Vous devez accepter les conditions d'utilisation",
  urlInvalid: 'Veuillez entrer une URL valide.',
  failed: 'La création du compte a échoué.',
  network: 'Une erreur de communication est survenue.',
  submitting: 'Création en cours...',
  userExists: (email: string) => `Un compte existe déjà avec l'email ${email}. Veuillez vous connecter.`,
  linkedinPrefillFailed: 'Une erreur est survenue lors de la récupération des données LinkedIn.',
  linkedinFailed: "Une erreur est survenue lors de l'authentification avec LinkedIn. Veuillez réessayer.",
} as const;

export const cityMessages = {
  loading: 'Chargement...',
  noSuggestion: 'Aucune suggestion trouvée.',
  listFailed: 'Impossible de charger la liste des villes.',
  /** The server's answer to a search text that is empty or too long (ours: the product brief is silent). */
  queryInvalid: 'Veuillez saisir entre 1 et 100 caractères pour rechercher une ville.',
} as const;

export const legalMessages = {
  errorHeading: 'Erreur',
  termsFailed: 'Impossible de charger les conditions.',
  privacyFailed: 'Impossible de charger la politique de confidentialité.',
  accessibilityFailed: 'Impossible de charger la déclaration d’accessibilité.',
} as const;

export const loginMessages = {
  title: 'Ravi de vous revoir\u00a0!',
  failed: 'Login failed',
} as const;

export const passwordMessages = {
  forgotFailed: 'Une erreur est survenue. Veuillez réessayer.',
  emailSent: 'Email envoyé\u00a0!',
  resetFailed: 'Une erreur est survenue',
  changeMismatch: 'Les nouveaux mots de passe ne correspondent pas.',
  changeFailed: 'Erreur lors du changement de mot de passe.',
} as const;

export const verifyMessages = {
  missingToken: 'Token de vérification manquant ou invalide.',
  failed: 'La vérification a échoué.',
  error: 'Une erreur est survenue lors de la vérification.',
  resendNoSession: 'Session invalide. Veuillez vous reconnecter.',
  resendFailed: "Impossible de renvoyer l'email.",
} as const;

/** The session on this device ended without the member asking (its token expired or was refused). */
export const sessionMessages = {
  expired: 'Votre session a expiré. Veuillez vous reconnecter.',
} as const;

export const clientMessages = {
  /** PRODUCT §7: what the client throws when it has no CSRF token. Never shown: see `communication`. */
  csrfMissing: 'CSRF token is not available. Cannot make the request.',
  /**
   * PRODUCT §8 (sign-up): what a member reads when a call failed without an answer from the server (the
   * network, an unreadable reply, a call that could not leave), on the account screens: sign-up,
   * log-in, reset and change of password. Never the English text of a thrown error.
   */
  communication: 'Une erreur de communication est survenue.',
  noAuthToken: 'Authentication token not found.',
} as const;

/** Errors the API answers in `{ error }`; the wording is ours where the product brief is silent. */
export const serverMessages = {
  invalidInput: 'Les données envoyées sont invalides.',
  csrfInvalid: 'Jeton de sécurité invalide ou manquant. Veuillez rafraîchir la page.',
  unauthenticated: 'Session invalide ou expirée. Veuillez vous reconnecter.',
  notFound: 'Ressource introuvable.',
  /** GET /metrics without the scraper's token (METRICS_TOKEN), or with another one: 401. */
  metricsUnauthorized: 'Jeton de métriques invalide ou manquant.',
  internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  /** A service the call needs (database, photo storage) is away for now: 503, worth retrying. */
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  /** Photo storage is away or too slow: 503, nothing was stored. */
  storageUnavailable:
    "L'enregistrement des photos est momentanément indisponible. Veuillez réessayer dans quelques instants.",
  /** A request larger than the server takes (body, address or file). */
  tooLarge: 'La requête est trop volumineuse.',
  /** A request that took too long to arrive (Node's request timeout): 408. */
  requestTimeout: 'La requête a mis trop de temps à arriver. Veuillez réessayer.',
  tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  emailTaken: 'Un compte existe déjà avec cette adresse email. Veuillez vous connecter.',
  cityUnknown: "La ville choisie n'existe pas. Veuillez sélectionner une ville dans la liste.",
  badCredentials: 'Email ou mot de passe incorrect.',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré. Veuillez refaire une demande.',
  verifyTokenInvalid: 'Ce lien de vérification est invalide ou a expiré. Demandez un nouvel email.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  samePassword: "Le nouveau mot de passe doit être différent de l'ancien.",
  forgotAccepted:
    'Si un compte existe pour cette adresse, un email de réinitialisation vient de lui être envoyé.',
  passwordReset: 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  emailVerified: 'Votre adresse email est vérifiée.',
  verificationSent: 'Un nouvel email de vérification vient de vous être envoyé.',
  alreadyVerified: 'Votre adresse email est déjà vérifiée.',
} as const;

/** A question or an option named inside a message, with French quotation marks. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;
const answers = (count: number) => (count >= 2 ? `${count} réponses` : `${count} réponse`);

/** PRODUCT §2.4 and §8 for the questionnaire, plus the server's refusals, each naming the question. */
export const questionnaireMessages = {
  progress: (position: number, total: number) => `Question ${position} sur ${total}`,
  thanks: "Merci d'avoir répondu\u00a0!",
  uploadFailed: 'Une erreur est survenue lors de la sauvegarde. Veuillez réessayer.',
  loadFailed: 'Impossible de charger le questionnaire. Veuillez réessayer.',
  maxChoicesHint: (count: number) => `Jusqu'à ${answers(count)}`,
  notAnObject: 'Le format des réponses au questionnaire est invalide.',
  unknownQuestion: (key: string) => `Cette question n'existe pas\u00a0: ${quoted(key)}.`,
  duplicateQuestion: (text: string) => `La question ${quoted(text)} a reçu plusieurs réponses.`,
  missing: (text: string) => `Veuillez répondre à la question ${quoted(text)}.`,
  sliderInvalid: (text: string, max: number) =>
    `La réponse à la question ${quoted(text)} doit être un nombre entre 0 et ${max}.`,
  rangeInvalid: (text: string, min: number, max: number, gap: number) =>
    `La réponse à la question ${quoted(text)} doit être un intervalle de nombres entiers entre ${min} et ${max}, le minimum restant au moins ${gap} en dessous du maximum.`,
  singleInvalid: (text: string) =>
    `Veuillez choisir l'une des réponses proposées à la question ${quoted(text)}.`,
  multipleEmpty: (text: string) => `Veuillez choisir au moins une réponse à la question ${quoted(text)}.`,
  multipleInvalid: (text: string) =>
    `Veuillez choisir parmi les réponses proposées à la question ${quoted(text)}, chacune une seule fois.`,
  multipleTooMany: (text: string, max: number) =>
    `Vous pouvez choisir au plus ${answers(max)} à la question ${quoted(text)}.`,
  multipleExclusive: (text: string, option: string) =>
    `La réponse ${quoted(option)} ne peut pas être associée à une autre à la question ${quoted(text)}.`,
  rankInvalid: (text: string) =>
    `Veuillez classer toutes les réponses proposées à la question ${quoted(text)}, chacune une seule fois.`,
} as const;

/** PRODUCT §5 and §8 for the interests step, plus the server's refusals. */
export const interestsMessages = {
  loadFailed: 'Impossible de charger les données.',
  unauthenticated: 'Non authentifié.',
  saveFailed: 'Échec de la mise à jour des intérêts',
  required: "Veuillez sélectionner au moins un centre d'intérêt.",
  unknown: (name: string) => `Ce centre d'intérêt n'existe pas\u00a0: ${quoted(name)}.`,
  duplicate: (name: string) => `Le centre d'intérêt ${quoted(name)} est sélectionné plusieurs fois.`,
} as const;

/** PRODUCT §8 for the encounter preferences, plus the server's refusals. */
export const preferencesMessages = {
  loadFailed: 'Erreur lors de la récupération des préférences.',
  saveFailed: 'La mise à jour a échoué. Veuillez réessayer.',
  distanceInvalid: 'La distance doit être comprise entre 1 et 101 km.',
  ageInvalid:
    "Les âges doivent être compris entre 18 et 99 ans, l'âge minimum ne dépassant pas l'âge maximum.",
  optionInvalid: "Cette option n'est pas proposée.",
  optionRepeated: "Une même option ne peut être choisie qu'une fois.",
} as const;

/** PRODUCT §5 and §8 for photos, plus the server's refusals. */
export const photoMessages = {
  tooMany: (max: number) => `Vous ne pouvez pas ajouter plus de ${max} photos.`,
  unsupportedType: 'Format de fichier non supporté. Utilisez JPG, PNG ou WebP.',
  tooLarge: (megabytes: number) => `La taille du fichier ne doit pas dépasser ${megabytes}MB`,
  missingFile: 'Aucune photo reçue. Veuillez choisir une image à envoyer.',
  tooManyPixels: (megapixels: number) =>
    `Cette image compte trop de pixels (${megapixels}\u00a0mégapixels au plus).`,
  orderInvalid: 'Le nouvel ordre doit contenir chacune de vos photos, une seule fois.',
  notFound: 'Photo introuvable.',
  securityError: 'Une erreur de sécurité est survenue. Veuillez rafraîchir la page.',
  missingToken: 'Missing token',
  uploadNetwork: "Erreur pendant l'upload d'une photo.",
  uploadFailed: 'Upload failed',
  deleteFailed: 'Failed to delete photo. Please try again.',
} as const;

/** The server's refusals of a text it could not store as typed (the wording is ours). */
export const textMessages = {
  /** Half of a character (a lone UTF-16 surrogate): no keyboard types it, and UTF-8 cannot hold it. */
  unstorable: 'Ce texte contient un caractère illisible. Veuillez le retaper.',
  firstNameInvalid:
    'Le prénom ne peut contenir ni balise HTML, ni retour à la ligne, ni caractère invisible.',
  lastNameInvalid: 'Le nom ne peut contenir ni balise HTML, ni retour à la ligne, ni caractère invisible.',
  firstNameTooLong: `Le prénom ne doit pas dépasser ${NAME_MAX_LENGTH} caractères.`,
  lastNameTooLong: `Le nom ne doit pas dépasser ${NAME_MAX_LENGTH} caractères.`,
  jobTitleTooLong: `L'emploi ne doit pas dépasser ${TEXT_FIELD_MAX_LENGTH} caractères.`,
  schoolTooLong: `Le nom de l'école ne doit pas dépasser ${TEXT_FIELD_MAX_LENGTH} caractères.`,
} as const;

/** Mon Profil and the bio step (PRODUCT §5, §8). */
export const profileMessages = {
  phoneInvalid: 'Le numéro doit être un numéro français valide.',
  dateInvalid: 'Date invalide.',
  urlInvalid: 'Veuillez entrer une URL valide.',
  updateFailed: (field: string) => `Failed to update ${field}.`,
  bioSaveFailed: 'Failed to save bio',
  bioTooLong: 'La bio ne doit pas dépasser 500 caractères.',
  loadFailed: (status: number) => `Failed to load profile (status ${status})`,
  fetchFailed: 'Erreur lors de la récupération des données.',
  noToken: 'No token found.',
  notFound: 'Aucun profil trouvé.',
  unknownField: 'Ce champ ne peut pas être modifié.',
  profileUpdated: 'Profil mis à jour.',
} as const;

/** Every screen whose data could not be loaded (the web's ui/LoadFailed). */
export const loadMessages = {
  /** PRODUCT §2.5 names it for the deck's error; every other load failure offers the same second try. */
  retry: 'Réessayer',
} as const;

/** The no-break space French typography puts before « : ; ! ? » and inside « ». */
const NBSP = '\u00a0';

/** Discovery: the deck, likes, profile view, reports and affinity (PRODUCT §2.5, §2.6, §8). */
export const discoveryMessages = {
  deckLoading: 'Chargement des profils...',
  deckEmpty: 'Vous avez vu tous les profils disponibles pour le moment\u00a0! Revenez bientôt.',
  deckError: (detail: string) => `Erreur: ${detail}`,
  deckStatusError: (status: number) => `Error ${status}`,
  deckFallbackError: 'An error occurred while loading profiles.',
  displayFallback: "Erreur interne lors de l'affichage du profil.",
  /** PRODUCT §2.5's text with the space French puts before « ! » (issue 24; PRODUCT.md). */
  matchTitle: `Vous venez de matcher${NBSP}!`,
  /** Under the overlay's title: who the match is with. */
  matchWho: (firstName: string, age: number) => `${firstName}, ${age}${NBSP}ans`,
  /** A like-back heard live, over a deck that shows someone else: the title names the person. */
  liveMatchTitle: (firstName: string) => `Vous et ${firstName} avez matché${NBSP}!`,
  liveMatchWho: (firstName: string) => `${firstName} vient de répondre à votre like.`,
  /** A like whose call failed: the member sees it was not recorded (issue 24). */
  likeNotRecorded: (firstName: string) =>
    `Votre like pour ${firstName} n'a pas pu être enregistré. Vérifiez votre connexion.`,
  matchSubtitle: 'Vous pouvez maintenant discuter.',
  noBio: 'Pas de biographie.',
  aboutTitle: 'À propos',
  affinitiesTitle: 'Affinités',
  likesReceivedTab: (count: number) => `Likes Reçus (${count})`,
  likesSentTab: (count: number) => `Likes Envoyés (${count})`,
  likesEmpty: 'Aucun like pour le moment.',
  likesLoadFailed: (kind: string) => `Could not load ${kind} likes.`,
  likesActionFailed: 'Failed to process action.',
  viewActionFailed: "L'action a échoué. Veuillez réessayer.",
  viewMissingUserId: "User ID manquant dans l'URL.",
  viewUnauthenticated: 'Non authentifié.',
  viewStatusError: (status: number) => `Erreur ${status} lors du chargement du profil.`,
  viewNotFound: 'Profil non trouvé.',
  reportAuthError: 'Authentication error. Please log in again.',
  reportStatusError: (status: number) => `Failed to submit report (status ${status})`,
  reportFallback: 'Could not submit report.',
  preferencesLoadFailed: 'Erreur lors de la récupération des préférences.',
  preferencesUpdateFailed: 'La mise à jour a échoué. Veuillez réessayer.',
  affinityNoTest: 'Pas encore de test effectué',
  // The server's own answers.
  profileNotFound: "Ce profil n'est pas disponible.",
  cannotSwipeSelf: 'Vous ne pouvez pas vous évaluer vous-même.',
  alreadyReported: 'Vous avez déjà signalé ce profil.',
  reportSaved: 'Merci, votre signalement a bien été transmis à notre équipe de modération.',
  /** An ID nobody holds, or whose holder does not share it (the two are not told apart). */
  personalityIdUnknown: 'Aucun membre ne partage cet identifiant de personnalité.',
  personalityIdSelf: 'Saisissez l’identifiant de personnalité d’une autre personne.',
  questionnaireRequired: 'Répondez d’abord au questionnaire de personnalité pour comparer vos affinités.',
  onboardingRequired:
    'Terminez d’abord votre profil (au moins 3 photos, vos centres d’intérêt et le questionnaire de personnalité) pour découvrir d’autres membres.',
  superLikeNeedsLike: 'Un super like est un like\u00a0: il ne peut pas accompagner un refus.',
} as const;

/** Typographic no-break space, inside « » and between a number and its unit. */
/** Made on first use, not when every screen's first scripts load this module (locale data). */
let numbers: { count: Intl.NumberFormat; plural: Intl.PluralRules } | null = null;
/** "1 profil", "42 profils", "1 000 000 de profils" (French puts "de" before a round million). */
function profiles(n: number): string {
  numbers ??= { count: new Intl.NumberFormat(LOCALE), plural: new Intl.PluralRules(LOCALE) };
  const form = numbers.plural.select(n);
  return `${numbers.count.format(n)}${NBSP}${form === 'one' ? 'profil' : form === 'many' ? 'de profils' : 'profils'}`;
}

/** The deck beyond the viewer's preferences: the widened cards' marks and the empty deck's offers. */
export const deckWideningMessages = {
  /** The preferences screen's names of each criterion. */
  criterionNames: {
    distance: 'Distance maximale',
    age: "Tranche d'âge",
    politics: 'Orientation politique',
    education: "Niveau d'études",
    religion: 'Religion',
    situation: 'Situations à exclure',
  },
  /** The questionnaire filters as a card names them after "Hors de vos critères : ". */
  factShortNames: {
    politics: 'orientation politique',
    education: "niveau d'études",
    religion: 'religion',
    situation: 'situations exclues',
  },
  outsideDistance: (km: number | null, maxDistance: number) =>
    km === null
      ? `Au-delà de vos ${maxDistance}${NBSP}km`
      : `À ${km}${NBSP}km, au-delà de vos ${maxDistance}${NBSP}km`,
  outsideAge: (age: number, [min, max]: readonly [number, number]) =>
    `${age}${NBSP}ans, hors de votre tranche d'âge (${min} à ${max}${NBSP}ans)`,
  outsideFacts: (list: string) => `Hors de vos critères${NBSP}: ${list}`,
  /** The widened card's mark, for screen readers before the lines. */
  outsideTitle: 'En dehors de vos préférences',
  /** The empty deck when something would widen it (the product brief's text is kept for an empty world). */
  seenAllWithin: 'Vous avez vu tous les profils qui correspondent à vos critères pour le moment.',
  widenDistance: (km: number) =>
    km >= DISTANCE_MAX_KM ? 'Chercher sans limite de distance' : `Chercher jusqu'à ${km}${NBSP}km`,
  strictest: (criterionName: string, excluded: number) =>
    `Votre critère «${NBSP}${criterionName}${NBSP}» écarte ${profiles(excluded)}.`,
  /** The same when only a sample of the members was counted: there are at least that many. */
  strictestAtLeast: (criterionName: string, excluded: number) =>
    `Votre critère «${NBSP}${criterionName}${NBSP}» écarte au moins ${profiles(excluded)}.`,
  editPreferences: 'Modifier mes préférences de rencontre',
} as const;

/** Chat, pending matches and video calls (PRODUCT §2.5, §2.6). */
export const chatMessages = {
  noConversation: 'Aucune conversation',
  noMessage: 'Aucun message',
  deletedUser: 'Utilisateur supprimé',
  noPendingMatch: 'Aucun match en attente',
  planCall: 'Planifier un appel',
  appointmentConfirmed: 'Rendez-vous confirmé\u00a0!',
  fewMinutesAgo: 'Il y a quelques minutes',
  /** The member's turn to write (issue #27): the other person wrote last. */
  yourTurn: 'À vous de jouer',
  /** The other person's turn: the member wrote last. */
  theirTurn: 'En attente de sa réponse',
  // The server's own answers.
  conversationNotFound: "Cette conversation n'existe pas ou ne vous est pas accessible.",
  messageEmpty: 'Le message est vide.',
  messageTooLong: 'Le message ne doit pas dépasser 2000 caractères.',
  recipientGone: "Cette personne n'est plus joignable.",
  slotTaken: "Ce créneau n'est plus disponible. Choisissez-en un autre.",
  slotInvalid: 'Ce créneau ne fait pas partie des créneaux proposés.',
  notMatched: 'Vous ne pouvez planifier un appel qu’avec une personne avec qui vous avez matché.',
  matchNotFound: "Ce match n'existe pas ou ne vous est pas accessible.",
} as const;

/** The match that reaches a member live, wherever they are (issue 14). */
export const liveMatchMessages = {
  sendMessage: 'Envoyer un message',
  planCall: 'Planifier un appel',
  /** The notice outside the deck. */
  toast: (firstName: string) => `${firstName} vous a liké en retour${NBSP}: c'est un match${NBSP}!`,
  openConversation: (firstName: string) => `Écrire à ${firstName}`,
  dismiss: 'Fermer la notification',
} as const;

/**
 * A long text field's limit, said before it is met and when it is (issue #24: a bio cut at 500
 * characters mid-word without a word). A paste that does not fit is shortened at a word's end, and
 * the member told.
 */
export const textLimitMessages = {
  /** Near the limit: what is left. */
  remaining: (left: number) => (left === 1 ? 'Plus qu’un caractère.' : `Plus que ${left}${NBSP}caractères.`),
  /** The limit reached. */
  reached: (max: number) => `${max}${NBSP}caractères au maximum.`,
  /** A paste longer than the room left, kept up to the last whole word that fits. */
  pasteShortened: (max: number) =>
    `Le texte collé dépassait ${max}${NBSP}caractères${NBSP}: il a été raccourci après le dernier mot entier.`,
} as const;
