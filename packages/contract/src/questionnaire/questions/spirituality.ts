import { questionBuilders } from '../build';
import { FACT_QUESTION_IDS, RELIGION_OPTIONS } from '../fact-options';
import type { Question } from '../types';

const q = questionBuilders('spirituality');

/** Spiritualité et philosophie de vie: faith, meaning, how one faces life. */
export const SPIRITUALITY_QUESTIONS: readonly Question[] = [
  q.multiple(
    'sens-de-la-vie',
    "Qu'est-ce qui donne le plus de sens à votre vie ?",
    [
      "L'amour",
      'La famille',
      'Mes amitiés',
      'Mon travail',
      'Ma foi',
      'Créer',
      'Aider les autres',
      'La nature',
      'Apprendre sans cesse',
      'Savourer chaque instant',
    ],
    { maxChoices: 3 },
  ),
  q.slider('optimisme', 'Face aux épreuves de la vie, vous êtes plutôt…', {
    left: 'Inquiet(ète) de nature',
    right: "Confiant(e) en l'avenir",
  }),
  q.slider('destin', 'Croyez-vous au destin ?', {
    left: 'Nous écrivons notre propre histoire',
    right: 'Tout est déjà écrit',
  }),
  q.slider('place-spiritualite', 'Quelle place la spiritualité tient-elle dans votre vie ?', {
    left: 'Aucune',
    right: 'Une place centrale',
  }),
  q.single(FACT_QUESTION_IDS.religion, 'Vous reconnaissez-vous dans une religion ?', RELIGION_OPTIONS),
  q.single(
    'traditions',
    'Quel lien entretenez-vous avec les fêtes et les traditions familiales ou religieuses ?',
    [
      'Je les célèbre avec ferveur',
      "J'aime les célébrer pour le plaisir d'être ensemble",
      "Je les suis sans y attacher beaucoup d'importance",
      'Je préfère inventer nos propres rituels',
    ],
  ),
  q.single(
    'transmission-convictions',
    'Que souhaiteriez-vous transmettre à vos enfants en matière de foi ?',
    [
      'Ma foi, qui compte beaucoup pour moi',
      'Leur faire découvrir plusieurs croyances, puis les laisser choisir',
      'Une éducation en dehors de toute religion',
      'Je ne me suis pas encore posé la question',
    ],
  ),
  q.rank(
    'se-ressourcer',
    'Classez ces façons de vous ressourcer, de la plus à la moins importante pour vous',
    [
      'La méditation ou la prière',
      'Une promenade dans la nature',
      'Une conversation profonde',
      'Un bon livre',
      "L'art et la musique",
      'Le sport',
    ],
  ),
  q.slider('ecologie', "Quelle place l'écologie prend-elle dans vos choix de tous les jours ?", {
    left: "Ce n'est pas ma priorité",
    right: 'Elle guide la plupart de mes choix',
  }),
];
