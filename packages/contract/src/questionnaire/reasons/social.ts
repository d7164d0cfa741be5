import {
  EDUCATION_LEVELS,
  POLITICAL_POSITIONS,
  POLITICS_NOT_ENGAGED,
  SITUATION_OPTIONS,
} from '../fact-options';
import { type Phrasing, phrase } from './phrasing';

const [VERY_LEFT, LEFT, CENTRE, RIGHT, VERY_RIGHT] = POLITICAL_POSITIONS;
const [UP_TO_BAC2, BAC3, BAC4, BAC5, BAC8, BEYOND_BAC8] = EDUCATION_LEVELS;

const WEEKLY = 'Chaque semaine';
const MONTHLY = 'Une ou deux fois par mois';
const YEARLY = 'Quelques fois par an';
const RARELY = 'Le moins souvent possible';

const FRIEND_AT_EASE = "Parfaitement à l'aise";
const FRIEND_IF_KNOWN = "À l'aise, surtout si je le ou la connais";
const FRIEND_A_BIT = "Un peu mal à l'aise";
const FRIEND_UNEASY = "Mal à l'aise";

/** Identité sociale et relations extérieures. */
export const SOCIAL_PHRASINGS: Readonly<Record<string, Phrasing>> = {
  'place-amis': phrase.slider({
    agree: {
      left: 'Vous avez {tous} un petit cercle d’amis, que vous voyez de temps en temps.',
      middle: 'Vous accordez {tous} une belle place à vos amis.',
      right: 'Vous voyez {tous} vos amis comme une deuxième famille.',
    },
    stance: {
      left: '[a] un petit cercle d’amis, vu de temps en temps',
      middle: '[accorde] une belle place à [ses] amis',
      right: '[voit] [ses] amis comme une deuxième famille',
    },
  }),
  'recharger-batteries': phrase.slider({
    intro: 'Après une semaine chargée, ',
    agree: {
      left: 'Après une semaine chargée, vous rechargez {tous} vos batteries au calme, chez vous.',
      middle: 'Après une semaine chargée, vous aimez {tous} autant le calme que le monde.',
      right: 'Après une semaine chargée, vous rechargez {tous} vos batteries {entourés|entourées} de monde.',
    },
    stance: {
      left: '[recharge] [ses] batteries^ au calme, chez {[lui]|[elle]}',
      middle: '[aime] autant une soirée au calme qu’une soirée entouré{e} de monde',
      right: '[recharge] [ses] batteries^ entouré{e} de monde',
    },
  }),
  'week-ends': phrase.multiple({
    items: {
      'Entre amis': 'entre amis',
      'En famille': 'en famille',
      'En amoureux': 'en amoureux',
      'Au grand air': 'au grand air',
      'À la maison, tranquillement': 'tranquillement à la maison',
      'À découvrir de nouveaux endroits': 'à découvrir de nouveaux endroits',
      'À pratiquer mon sport ou ma passion': 'à pratiquer [son] sport ou [sa] passion',
      'À donner de mon temps à une association': 'à donner de [son] temps à une association',
    },
    agree: 'Vous aimez {tous} passer vos week-ends {list}.',
    stance: '[aime] passer [ses] week-ends^ {list}',
  }),
  'frequence-famille': phrase.single({
    agree: {
      [WEEKLY]: 'Vous aimeriez {tous} voir vos familles chaque semaine.',
      [MONTHLY]: 'Vous aimeriez {tous} voir vos familles une ou deux fois par mois.',
      [YEARLY]: 'Vous aimeriez {tous} voir vos familles quelques fois par an.',
      [RARELY]: 'Vous préférez {tous} voir vos familles de loin en loin.',
    },
    near: [
      { options: [WEEKLY, MONTHLY], text: 'Vous aimez {tous} voir souvent vos familles.' },
      { options: [MONTHLY, YEARLY], text: 'Vous aimez {tous} voir vos familles régulièrement, sans excès.' },
      {
        options: [YEARLY, RARELY],
        text: 'Vous aimez {tous} voir vos familles de temps en temps, sans plus.',
      },
    ],
    stance: {
      [WEEKLY]: '[aimerait] voir la famille^ chaque semaine',
      [MONTHLY]: '[aimerait] voir la famille^ une ou deux fois par mois',
      [YEARLY]: '[aimerait] voir la famille^ quelques fois par an',
      [RARELY]: '[aimerait] voir la famille^ de loin en loin',
    },
  }),
  'avis-proches': phrase.single({
    intro: "Si les proches voyaient la relation d'un mauvais œil, ",
    agree: {
      "Je suivrais mon cœur, quoi qu'ils en pensent":
        "Si vos proches voyaient votre relation d'un mauvais œil, vous suivriez {tous} votre cœur.",
      'Je chercherais à rapprocher tout le monde':
        "Si vos proches voyaient votre relation d'un mauvais œil, vous chercheriez {tous} à rapprocher tout le monde.",
      'Leur avis pèserait beaucoup dans ma décision':
        "Si vos proches voyaient votre relation d'un mauvais œil, vous accorderiez {tous} beaucoup de poids à leur avis.",
      'Je prendrais le temps de comprendre leurs réserves':
        "Si vos proches voyaient votre relation d'un mauvais œil, vous prendriez {tous} le temps de comprendre leurs réserves.",
    },
    stance: {
      "Je suivrais mon cœur, quoi qu'ils en pensent": '[suivrait] [son] cœur',
      'Je chercherais à rapprocher tout le monde': '[chercherait] à rapprocher tout le monde',
      'Leur avis pèserait beaucoup dans ma décision': '[accorderait] beaucoup de poids à leur avis',
      'Je prendrais le temps de comprendre leurs réserves':
        '[prendrait] le temps de comprendre leurs réserves',
    },
  }),
  'amitie-proche': phrase.single({
    intro: "Face aux amitiés très proches de l'autre, ",
    agree: {
      [FRIEND_AT_EASE]: "Vous êtes {tous} parfaitement à l'aise avec les amitiés proches de l'autre.",
      [FRIEND_IF_KNOWN]:
        "Vous êtes {tous} à l'aise avec les amitiés proches de l'autre, surtout si vous connaissez la personne.",
      [FRIEND_A_BIT]: "Les amitiés très proches de l'autre vous mettent {tous} un peu mal à l'aise.",
      [FRIEND_UNEASY]: "Les amitiés très proches de l'autre vous mettent {tous} mal à l'aise.",
    },
    near: [
      {
        options: [FRIEND_AT_EASE, FRIEND_IF_KNOWN],
        text: "Vous êtes {tous} à l'aise avec les amitiés proches de l'autre.",
      },
      {
        options: [FRIEND_IF_KNOWN, FRIEND_A_BIT],
        text: "Vous aimez {tous} connaître les amis proches de l'autre.",
      },
      {
        options: [FRIEND_A_BIT, FRIEND_UNEASY],
        text: "Vous êtes {tous} sensibles aux amitiés très proches de l'autre.",
      },
    ],
    stance: {
      [FRIEND_AT_EASE]: "[est]^ parfaitement à l'aise",
      [FRIEND_IF_KNOWN]: "[est]^ à l'aise, surtout en connaissant la personne",
      [FRIEND_A_BIT]: "[est]^ un peu mal à l'aise",
      [FRIEND_UNEASY]: "[est]^ mal à l'aise",
    },
  }),
  'invites-fete': phrase.range({
    intro: 'Pour célébrer une union, ',
    cuts: [40, 120],
    agree: {
      left: 'Pour célébrer votre union, vous imaginez {tous} une fête en petit comité.',
      middle: 'Pour célébrer votre union, vous imaginez {tous} une fête à taille humaine.',
      right: 'Pour célébrer votre union, vous imaginez {tous} une grande fête.',
    },
    stance: {
      left: '[imagine]^ une fête en petit comité',
      middle: '[imagine]^ une fête à taille humaine',
      right: '[imagine]^ une grande fête',
    },
  }),
  'niveau-etudes': phrase.single({
    agree: {
      [UP_TO_BAC2]: "Vous avez {tous} un niveau d'études allant jusqu'à BAC+2.",
      [BAC3]: 'Vous avez {tous} poursuivi vos études jusqu’à BAC+3.',
      [BAC4]: 'Vous avez {tous} poursuivi vos études jusqu’à BAC+4.',
      [BAC5]: 'Vous avez {tous} poursuivi vos études jusqu’à BAC+5.',
      [BAC8]: 'Vous avez {tous} poursuivi vos études jusqu’à BAC+8.',
      [BEYOND_BAC8]: 'Vous avez {tous} poursuivi vos études au-delà de BAC+8.',
    },
    // Two neighbouring levels only: BAC+2 and BAC+8 are not « comparables ».
    near: EDUCATION_LEVELS.slice(1).map((level, below) => ({
      options: [EDUCATION_LEVELS[below] as string, level],
      text: "Vous avez {tous} des parcours d'études comparables.",
    })),
    // A level of education set against another would rank the two people, whatever the words: an
    // agreement may say what they share, a difference says nothing kind.
    stance: null,
  }),
  situation: phrase.single({
    // A civil status says nothing about getting along (the compatibility gives it no weight), and pointing
    // at a shared divorce, separation or bereavement as a reason to meet would be intrusive: no sentence.
    agree: Object.fromEntries(SITUATION_OPTIONS.map((option) => [option, null])),
    // A past marriage or a loss is nobody's topic to raise for them.
    stance: null,
  }),
  'position-politique': phrase.single({
    agree: {
      [VERY_LEFT]: 'Vous vous situez {tous} très à gauche.',
      [LEFT]: 'Vous vous situez {tous} à gauche.',
      [CENTRE]: 'Vous vous situez {tous} au centre.',
      [RIGHT]: 'Vous vous situez {tous} à droite.',
      [VERY_RIGHT]: 'Vous vous situez {tous} très à droite.',
      [POLITICS_NOT_ENGAGED]: "Vous n'êtes engagé{e}s en politique ni {l'un|l'une} ni l'autre.",
    },
    near: [
      { options: [VERY_LEFT, LEFT], text: 'Vous vous situez {tous} à gauche.' },
      { options: [LEFT, CENTRE], text: 'Vous vous situez {tous} entre la gauche et le centre.' },
      { options: [CENTRE, RIGHT], text: 'Vous vous situez {tous} entre le centre et la droite.' },
      { options: [RIGHT, VERY_RIGHT], text: 'Vous vous situez {tous} à droite.' },
    ],
    // An agreement tells the viewer only what they hold themselves; a difference would disclose the other
    // member's political opinion to someone who does not share it, the answer most likely to be read as a
    // verdict. The consent promised these answers are never shown on a profile: no sentence.
    stance: null,
  }),
};
