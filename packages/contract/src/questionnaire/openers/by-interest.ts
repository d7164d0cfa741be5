/*
 * First words on an interest both chose (issue #27): a lead naming the interest, then a question of
 * its catalogue category. The interest is named as the catalogue writes it, between « », so the
 * sentence never has to agree with it. Plain spaces here: sayOpeners gives them their typography.
 */

/** How an interest is named; `{x}` is the interest. Chosen per pair and interest. */
export const INTEREST_LEADS: readonly string[] = [
  '« {x} » est sur nos deux profils : ',
  'On a « {x} » en commun : ',
  'Je vois « {x} » chez vous aussi : ',
];

/** The question for each of the catalogue's categories (INTERESTS' keys). */
export const INTEREST_QUESTIONS: Readonly<Record<string, string>> = {
  Sport: 'c’est quoi, votre meilleur souvenir sportif ?',
  Culture: 'quelle est la dernière découverte qui vous a plu ?',
  Musique: 'qu’est-ce qui passe en boucle chez vous en ce moment ?',
  'Cinéma et séries': 'qu’est-ce que vous recommanderiez à tout le monde en ce moment ?',
  Lecture: 'quel livre offrez-vous le plus souvent ?',
  Voyages: 'quel est le prochain endroit sur votre liste ?',
  Gastronomie: 'c’est quoi, l’adresse que vous gardez pour les grandes occasions ?',
  'Nature et plein air': 'quel est votre coin de nature préféré ?',
  'Arts et création': 'sur quoi travaillez-vous en ce moment ?',
  'Sciences et technologie': 'quelle découverte vous a fait dire « waouh » récemment ?',
  'Engagement et solidarité': 'qu’est-ce qui vous a donné envie de vous engager ?',
  'Bien-être': 'c’est quoi, votre façon préférée de prendre soin de vous ?',
  Sorties: 'quelle est votre sortie idéale un vendredi soir ?',
  Animaux: 'vous avez un compagnon à quatre pattes, ou vous en rêvez ?',
};

/**
 * Good first questions for a pair with few reasons (no questionnaire yet, few interests in common):
 * open, light, about the other person's life.
 */
export const FALLBACK_OPENERS: readonly string[] = [
  'Qu’est-ce qui vous a fait sourire aujourd’hui ?',
  'C’est quoi, votre week-end idéal ?',
  'Quelle est la dernière chose que vous avez apprise juste pour le plaisir ?',
  'Si vous aviez une journée libre demain, vous en feriez quoi ?',
  'Quel endroit de votre ville faudrait-il absolument connaître ?',
  'Qu’est-ce qui vous passionne en ce moment ?',
  'Quel est le meilleur conseil qu’on vous ait donné ?',
  'Plutôt grand voyage ou petite escapade improvisée ?',
];
