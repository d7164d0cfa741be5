import { questionBuilders } from '../build';
import type { Question } from '../types';

const q = questionBuilders('communication');

/** Connexion émotionnelle et communication: how one says, hears and mends things. */
export const COMMUNICATION_QUESTIONS: readonly Question[] = [
  q.single(
    'desaccord-reaction',
    "Lors d'un désaccord avec votre partenaire, quelle est votre première réaction ?",
    [
      "J'en parle tout de suite, à chaud",
      "Je prends un peu de recul avant d'en discuter",
      "J'attends que l'autre fasse le premier pas",
      "J'essaie de désamorcer avec de l'humour",
      'Je laisse souvent passer pour éviter le conflit',
    ],
  ),
  q.rank(
    'langages-amour',
    "Classez ces façons de recevoir de l'amour, de celle qui vous touche le plus à celle qui vous touche le moins",
    [
      'Les paroles valorisantes',
      'Les moments de qualité passés ensemble',
      'Les cadeaux et attentions',
      'Les services rendus',
      'Le toucher et les gestes tendres',
    ],
  ),
  q.slider('emotions-mots', 'Avez-vous besoin de mettre des mots sur ce que vous ressentez ?', {
    left: 'Je montre plus que je ne dis',
    right: "J'ai besoin d'en parler",
  }),
  q.single('reconciliation', "Après une dispute, qu'est-ce qui vous aide le plus à vous réconcilier ?", [
    "Une vraie discussion pour comprendre ce qui s'est passé",
    'Des excuses sincères',
    'Un geste tendre, sans forcément de mots',
    "Un moment seul(e) avant de revenir vers l'autre",
    'Passer à autre chose, tout simplement',
  ]),
  q.slider(
    'messages-journee',
    'Quand vous êtes en couple, aimez-vous échanger des messages au fil de la journée ?',
    { left: 'Peu, on se raconte tout le soir', right: 'Oui, tout au long de la journée' },
  ),
  q.multiple(
    'se-sentir-compris',
    "Qu'est-ce qui vous fait vous sentir le plus compris(e) ?",
    [
      'Être écouté(e) sans être interrompu(e)',
      'Recevoir des conseils concrets',
      "Sentir que l'autre partage mon émotion",
      "Qu'on se souvienne des petites choses que j'ai confiées",
      "Un câlin plutôt qu'un long discours",
      "Qu'on me laisse de l'espace quand j'en ai besoin",
    ],
    { maxChoices: 3 },
  ),
  q.slider('jardin-secret', 'Dans un couple, peut-on tout se dire ?', {
    left: 'Chacun garde son jardin secret',
    right: 'Transparence totale',
  }),
  q.single(
    'soutien-difficulte',
    "Quand la personne que vous aimez traverse une période difficile, que faites-vous d'abord ?",
    [
      'Je cherche des solutions avec elle',
      "Je l'écoute et je reste présent(e)",
      'Je lui change les idées',
      "Je lui laisse de l'espace jusqu'à ce qu'elle m'en parle",
    ],
  ),
  q.slider('jalousie', "La jalousie dans un couple, pour vous, c'est…", {
    left: 'Un poison à éviter',
    right: "Une preuve d'attachement, à petite dose",
  }),
  q.rank(
    'piliers-relation',
    "Classez ces piliers d'une relation, du plus essentiel au moins essentiel à vos yeux",
    [
      'La confiance',
      'La complicité',
      'La tendresse',
      "L'admiration mutuelle",
      "L'humour partagé",
      'Le respect de la liberté de chacun',
    ],
  ),
];
