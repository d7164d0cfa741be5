import { questionBuilders } from '../build';
import { CHILDREN_OPTIONS, FACT_QUESTION_IDS } from '../fact-options';
import type { Question } from '../types';

const q = questionBuilders('values');

/** Valeurs, ambitions et projets de vie: children, work, home, commitment. */
export const VALUES_QUESTIONS: readonly Question[] = [
  q.slider('place-carriere', 'Quelle place votre travail tient-il dans votre vie ?', {
    left: 'Un moyen de vivre, sans plus',
    right: "Une source essentielle d'épanouissement",
  }),
  q.slider('securite-aventure', 'Face à un choix de vie important, vous privilégiez…', {
    left: 'La sécurité et la stabilité',
    right: "L'aventure et le changement",
  }),
  q.rank(
    'projets-cinq-ans',
    'Classez ces projets, du plus important au moins important pour vous dans les cinq années à venir',
    [
      'Fonder ou agrandir une famille',
      'Évoluer professionnellement',
      'Devenir propriétaire',
      'Voyager et découvrir le monde',
      'Prendre soin de ma santé et de mon équilibre',
      "M'engager pour une cause qui me tient à cœur",
    ],
  ),
  q.single(
    'projet-enfants',
    "Souhaitez-vous avoir des enfants, ou d'autres enfants ?",
    [
      "Oui, c'est un projet important pour moi",
      "Oui, mais ce n'est pas une priorité",
      'Je ne sais pas encore',
      'Non, je ne le souhaite pas',
    ],
    { ordered: true },
  ),
  q.single(FACT_QUESTION_IDS.children, 'Avez-vous déjà des enfants ?', CHILDREN_OPTIONS),
  q.single(
    'mariage',
    "Le mariage, pour vous, c'est…",
    [
      "Un engagement auquel j'aspire vraiment",
      'Une belle étape, mais pas indispensable',
      "Un PACS ou l'union libre me conviennent tout autant",
      'Une institution qui ne me parle pas',
    ],
    { ordered: true },
  ),
  q.single('lieu-de-vie', 'Où vous voyez-vous vivre dans dix ans ?', [
    "Au cœur d'une grande ville",
    "En périphérie d'une ville, avec un jardin",
    'Dans une ville moyenne',
    'À la campagne',
    "À l'étranger",
    'Là où la vie nous mènera',
  ]),
  q.slider(
    'demenagement-distance',
    "Jusqu'où seriez-vous prêt(e) à déménager pour vivre avec la personne que vous aimez ?",
    { left: 'Je reste où je suis', right: "Aussi loin qu'il le faudra", maxRange: 101, unit: 'km' },
  ),
  q.multiple(
    'valeurs-essentielles',
    'Quelles valeurs aimeriez-vous partager avant tout avec votre partenaire ?',
    [
      "L'honnêteté",
      'La générosité',
      "Le goût de l'effort",
      'La curiosité',
      'Le respect des autres',
      'La liberté',
      "L'esprit de famille",
      'La tolérance',
      "L'humilité",
    ],
    { maxChoices: 3 },
  ),
  q.single(
    'carriere-famille',
    'Seriez-vous prêt(e) à mettre votre carrière entre parenthèses pour votre famille ?',
    ['Oui, sans hésiter', 'Oui, pour un temps', 'Difficilement', 'Non, ma carrière compte trop pour moi'],
    { ordered: true },
  ),
];
