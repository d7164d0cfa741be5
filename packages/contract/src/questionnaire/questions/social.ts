import { questionBuilders } from '../build';
import {
  EDUCATION_LEVELS,
  FACT_QUESTION_IDS,
  POLITICAL_OPTIONS,
  POLITICS_NOT_ENGAGED,
  SITUATION_OPTIONS,
} from '../fact-options';
import type { Question } from '../types';

const q = questionBuilders('social');

/** Identité sociale et relations extérieures: background, friends, family, the world around the couple. */
export const SOCIAL_QUESTIONS: readonly Question[] = [
  q.slider('place-amis', 'Quelle place vos amis tiennent-ils dans votre vie ?', {
    left: 'Un petit cercle, vu de temps en temps',
    right: 'Une deuxième famille, très présente',
  }),
  q.slider('recharger-batteries', 'Après une semaine chargée, pour recharger vos batteries, vous préférez…', {
    left: 'Une soirée au calme, chez moi',
    right: 'Une soirée entouré(e) de monde',
  }),
  q.multiple('week-ends', 'Comment aimez-vous passer vos week-ends ?', [
    'Entre amis',
    'En famille',
    'En amoureux',
    'Au grand air',
    'À la maison, tranquillement',
    'À découvrir de nouveaux endroits',
    'À pratiquer mon sport ou ma passion',
    'À donner de mon temps à une association',
  ]),
  q.single(
    'frequence-famille',
    'À quelle fréquence aimeriez-vous voir votre famille et celle de votre partenaire ?',
    ['Chaque semaine', 'Une ou deux fois par mois', 'Quelques fois par an', 'Le moins souvent possible'],
    { ordered: true },
  ),
  q.single('avis-proches', "Si vos proches ne voyaient pas votre relation d'un bon œil, que feriez-vous ?", [
    "Je suivrais mon cœur, quoi qu'ils en pensent",
    'Je chercherais à rapprocher tout le monde',
    'Leur avis pèserait beaucoup dans ma décision',
    'Je prendrais le temps de comprendre leurs réserves',
  ]),
  q.single(
    'amitie-proche',
    "Votre partenaire a un(e) ami(e) très proche de l'autre sexe. Vous êtes…",
    [
      "Parfaitement à l'aise",
      "À l'aise, surtout si je le ou la connais",
      "Un peu mal à l'aise",
      "Mal à l'aise",
    ],
    { ordered: true },
  ),
  q.range('invites-fete', "Pour célébrer votre union, combien d'invités imagineriez-vous autour de vous ?", {
    left: 'En toute intimité',
    right: 'Une grande fête',
  }),
  q.single(FACT_QUESTION_IDS.education, "Jusqu'où avez-vous poursuivi vos études ?", EDUCATION_LEVELS, {
    ordered: true,
  }),
  q.single(FACT_QUESTION_IDS.situation, "Quelle est votre situation aujourd'hui ?", SITUATION_OPTIONS),
  q.single(FACT_QUESTION_IDS.politics, "Où vous situez-vous sur l'échiquier politique ?", POLITICAL_OPTIONS, {
    ordered: true,
    offScale: [POLITICS_NOT_ENGAGED],
  }),
];
