import { questionBuilders } from '../build';
import { FACT_QUESTION_IDS, SMOKING_OPTIONS } from '../fact-options';
import type { Question } from '../types';

const q = questionBuilders('daily');

const NO_PET = 'Aucun, je préfère une maison sans animaux';

/** Vie quotidienne et gestion des finances: money, home, habits. */
export const DAILY_QUESTIONS: readonly Question[] = [
  q.slider('rythme-journee', 'Êtes-vous plutôt du matin ou du soir ?', {
    left: 'Lève-tôt',
    right: 'Couche-tard',
  }),
  q.slider('rangement', 'Quel est votre rapport au rangement ?', {
    left: 'Un joyeux désordre me va très bien',
    right: 'Chaque chose à sa place',
  }),
  q.single('partage-taches', 'Comment imaginez-vous le partage des tâches à la maison ?', [
    'Moitié-moitié, scrupuleusement',
    'Selon les goûts et les disponibilités de chacun',
    'Celui ou celle qui a le plus de temps en fait davantage',
    "Avec de l'aide extérieure dès que possible",
  ]),
  q.rank(
    'foyer-harmonieux',
    'Classez ce qui compte le plus pour un foyer harmonieux, du plus au moins important',
    [
      'Un partage équitable des tâches',
      'Un intérieur ordonné et accueillant',
      'Des repas pris ensemble',
      "Des rituels rien qu'à nous deux",
      'Un budget bien tenu',
    ],
  ),
  q.multiple(
    'animaux-foyer',
    'Avec quels animaux pourriez-vous partager votre foyer ?',
    [
      'Un chien',
      'Un chat',
      'Des petits animaux (lapin, oiseau, poissons…)',
      'Des chevaux ou des animaux de la ferme',
      NO_PET,
    ],
    { exclusiveOptions: [NO_PET] },
  ),
  q.single(FACT_QUESTION_IDS.smoking, 'Quel est votre rapport à la cigarette ?', SMOKING_OPTIONS, {
    ordered: true,
  }),
  q.single(
    'rapport-argent',
    "Avec l'argent, vous êtes plutôt…",
    [
      "Économe : je mets de côté dès que c'est possible",
      'Prévoyant(e), mais je sais me faire plaisir',
      "Je vis surtout l'instant présent",
      "L'argent n'est pas un sujet pour moi",
    ],
    { ordered: true },
  ),
  q.slider(
    'revenus-en-commun',
    'Quelle part de vos revenus seriez-vous prêt(e) à mettre en commun avec votre partenaire ?',
    { left: 'Chacun ses comptes', right: 'Tout en commun', unit: '%' },
  ),
  q.range(
    'revenu-serein',
    'Pour vivre sereinement à deux, quel revenu annuel net du foyer vous paraît nécessaire ?',
    { left: 'Modeste', right: 'Très confortable', unit: 'k€' },
  ),
];
