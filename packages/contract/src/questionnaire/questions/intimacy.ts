import { questionBuilders } from '../build';
import type { Question } from '../types';

const q = questionBuilders('intimacy');

/** Attirance, intimité et compatibilité: asked with tact, answered with the poles rather than details. */
export const INTIMACY_QUESTIONS: readonly Question[] = [
  q.slider(
    'tendresse',
    'Quelle place les gestes tendres (câlins, caresses, mains qui se cherchent) ont-ils pour vous ?',
    {
      left: 'Une place discrète',
      right: 'Essentielle, chaque jour',
    },
  ),
  q.slider(
    'entente-intime',
    "Quelle importance accordez-vous à l'entente intime dans une relation durable ?",
    {
      left: 'Secondaire',
      right: 'Primordiale',
    },
  ),
  q.single('premier-regard', "Qu'est-ce qui retient d'abord votre attention chez quelqu'un ?", [
    'Son regard',
    'Son sourire',
    'Son humour',
    'Son intelligence',
    'Son assurance',
    'Sa gentillesse',
    'Son style',
  ]),
  q.multiple(
    'desir-duree',
    "Selon vous, qu'est-ce qui entretient le désir au fil des années ?",
    [
      'La surprise et la nouveauté',
      'La complicité au quotidien',
      'Prendre soin de soi',
      'Des moments à deux, sans écrans',
      'Oser se dire ses envies',
      'Garder chacun sa part de mystère',
      'Les escapades en amoureux',
    ],
    { maxChoices: 3 },
  ),
  q.slider('affection-public', "Les marques d'affection en public, vous êtes…", {
    left: 'Plutôt pudique',
    right: "Tout à fait à l'aise",
  }),
  q.single(
    'rythme-relation',
    "Au début d'une histoire, vous préférez…",
    [
      'Prendre le temps de se découvrir',
      'Laisser les choses se faire naturellement',
      "Savoir assez vite où l'on va",
    ],
    { ordered: true },
  ),
  q.slider('coup-de-foudre', "Croyez-vous davantage au coup de foudre ou à l'amour qui se construit ?", {
    left: 'Au coup de foudre',
    right: "À l'amour qui se construit",
  }),
  q.rank(
    'attirance-durable',
    "Classez ce qui vous attire durablement chez quelqu'un, du plus important au moins important",
    [
      "L'apparence physique",
      'La complicité intellectuelle',
      "L'humour",
      'La douceur',
      "L'énergie et la joie de vivre",
    ],
  ),
  q.single(
    'fidelite',
    'Comment envisagez-vous la fidélité ?',
    [
      'Exclusive, sans compromis',
      'Exclusive, tout en pouvant en parler si les envies évoluent',
      'Pas forcément exclusive, tant que tout est dit',
    ],
    { ordered: true },
  ),
  q.slider(
    'temps-ensemble',
    'Quelle part de votre temps libre aimeriez-vous partager avec votre partenaire ?',
    { left: 'Chacun sa vie', right: 'Tout vivre à deux', unit: '%' },
  ),
];
