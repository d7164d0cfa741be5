/** One question of the FAQ and its answer, in paragraphs. */
export interface FaqEntry {
  question: string;
  answer: readonly string[];
}

const NBSP = '\u00a0';

/**
 * The FAQ (issue #24): the questions a new member asks, answered as the app does it today (the
 * compatibility of the questionnaire, the sensitive-data consent, blocking and reporting, deletion,
 * the two-step verification). Grouped by theme, in the order a newcomer meets them.
 */
export const FAQ: readonly { theme: string; entries: readonly FaqEntry[] }[] = [
  {
    theme: 'Rencontres et compatibilité',
    entries: [
      {
        question: `Comment Lien choisit-il les profils qu’il me montre${NBSP}?`,
        answer: [
          'Vous voyez les membres qui correspondent à vos préférences de rencontre (genre, âge, distance et vos autres critères) et dont vous correspondez aussi aux préférences.',
          'Ils sont classés par compatibilité, calculée à partir de vos réponses au test de personnalité, puis par activité récente. Quand il n’y a plus personne dans vos critères, Lien vous propose des profils un peu au-delà, signalés comme tels.',
        ],
      },
      {
        question: `Que veulent dire les pourcentages d’affinité${NBSP}?`,
        answer: [
          'Chaque barre compare vos réponses et celles de l’autre personne dans l’un des six domaines du questionnaire (communication, valeurs, vie quotidienne…). Le pourcentage global est la moyenne de ces domaines.',
          'Un domaine où vous n’avez pas tous deux répondu est marqué «\u00a0Non partagé\u00a0» et n’entre pas dans le calcul.',
        ],
      },
      {
        question: `Comment se forme un match${NBSP}?`,
        answer: [
          'Quand deux personnes se sont likées, c’est un match\u00a0: vous pouvez alors discuter et planifier un appel vidéo. Tant que l’autre personne n’a pas répondu, votre like attend dans «\u00a0Likes Envoyés\u00a0».',
        ],
      },
    ],
  },
  {
    theme: 'Consentement et données',
    entries: [
      {
        question: `Pourquoi certaines questions demandent-elles mon accord${NBSP}?`,
        answer: [
          'Les questions sur la religion, la politique et la vie intime touchent à des données sensibles. Elles ne vous sont posées que si vous l’acceptez, séparément et librement\u00a0: vous pouvez répondre au reste du questionnaire sans elles.',
          'Vous pouvez retirer cet accord à tout moment dans «\u00a0Confidentialité\u00a0»\u00a0: vos réponses sensibles sont alors effacées.',
        ],
      },
      {
        question: `Qui voit mon profil, et que voit-on de moi${NBSP}?`,
        answer: [
          'Les autres membres voient votre prénom, votre âge, votre ville, vos photos, votre emploi, votre école, votre bio et vos centres d’intérêt. Jamais votre nom, votre e-mail, votre téléphone ni votre date de naissance.',
          'Dans «\u00a0Confidentialité\u00a0», le mode incognito vous rend visible des seules personnes que vous avez likées, et «\u00a0Afficher la distance\u00a0» désactivé cache à quelle distance vous vous trouvez.',
        ],
      },
    ],
  },
  {
    theme: 'Sécurité',
    entries: [
      {
        question: `Comment bloquer ou signaler quelqu’un${NBSP}?`,
        answer: [
          'Depuis son profil ou votre conversation, choisissez «\u00a0Bloquer\u00a0» ou «\u00a0Signaler\u00a0». Vous ne vous verrez plus, nulle part, et personne n’en est averti. Un signalement est en plus examiné par notre équipe de modération.',
          'Vous retrouvez les profils bloqués dans «\u00a0Confidentialité\u00a0», d’où vous pouvez les débloquer.',
        ],
      },
      {
        question: `Quels conseils pour un premier rendez-vous${NBSP}?`,
        answer: [
          'Faites d’abord connaissance par message et par appel vidéo depuis Lien. Pour la rencontre, choisissez un lieu public, prévenez un proche et gardez votre propre moyen de rentrer. Ne transmettez jamais d’argent à quelqu’un rencontré en ligne.',
        ],
      },
      {
        question: `Qu’est-ce que la vérification en deux étapes${NBSP}?`,
        answer: [
          'Une fois activée dans «\u00a0Confidentialité\u00a0», elle demande, en plus de votre mot de passe, un code à six chiffres donné par une application d’authentification de votre téléphone. Même avec votre mot de passe, personne ne peut alors entrer dans votre compte sans ce code.',
          'Gardez vos codes de secours en lieu sûr\u00a0: chacun sert une fois, si vous perdez votre téléphone.',
        ],
      },
    ],
  },
  {
    theme: 'Votre compte',
    entries: [
      {
        question: `Comment supprimer mon compte${NBSP}?`,
        answer: [
          'Dans «\u00a0Mon Profil\u00a0», choisissez «\u00a0Supprimer mon compte\u00a0», indiquez si vous le souhaitez la raison de votre départ, puis confirmez avec votre mot de passe. Votre profil, vos photos, vos réponses et vos messages sont alors supprimés.',
          'Avant de partir, vous pouvez télécharger toutes vos données depuis la même page.',
        ],
      },
      {
        question: `J’ai oublié mon mot de passe${NBSP}: que faire${NBSP}?`,
        answer: [
          'Sur l’écran de connexion, choisissez «\u00a0Mot de passe oublié\u00a0»\u00a0: un lien pour en choisir un nouveau vous est envoyé par e-mail.',
        ],
      },
    ],
  },
];
