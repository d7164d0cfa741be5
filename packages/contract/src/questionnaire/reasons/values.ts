import { CHILDREN_OPTIONS } from '../fact-options';
import { type Phrasing, phrase } from './phrasing';

const [NO_CHILDREN, LIVE_WITH_ME, SHARED_CUSTODY, WITH_OTHER_PARENT, GROWN_UP] = CHILDREN_OPTIONS;

const WANTS_CHILDREN = "Oui, c'est un projet important pour moi";
const CHILDREN_SOMEDAY = "Oui, mais ce n'est pas une priorité";
const CHILDREN_UNSURE = 'Je ne sais pas encore';
const NO_CHILDREN_WISH = 'Non, je ne le souhaite pas';

const MARRIAGE_WISH = "Un engagement auquel j'aspire vraiment";
const MARRIAGE_NICE = 'Une belle étape, mais pas indispensable';
const MARRIAGE_PACS = "Un PACS ou l'union libre me conviennent tout autant";
const MARRIAGE_NO = 'Une institution qui ne me parle pas';

const CAREER_PAUSE_YES = 'Oui, sans hésiter';
const CAREER_PAUSE_WHILE = 'Oui, pour un temps';
const CAREER_PAUSE_HARD = 'Difficilement';
const CAREER_PAUSE_NO = 'Non, ma carrière compte trop pour moi';

/** Valeurs, ambitions et projets de vie. */
export const VALUES_PHRASINGS: Readonly<Record<string, Phrasing>> = {
  'place-carriere': phrase.slider({
    agree: {
      left: "Vous voyez {tous} le travail d'abord comme un moyen de vivre.",
      middle: 'Vous accordez {tous} une vraie place à votre travail, sans qu’il prenne toute la place.',
      right: "Vous trouvez {tous} dans votre travail une source essentielle d'épanouissement.",
    },
    stance: {
      left: "[voit] le travail d'abord comme un moyen de vivre",
      middle: '[accorde] au travail une vraie place, sans qu’il prenne toute la place',
      right: "[trouve] dans [son] travail une source essentielle d'épanouissement",
    },
  }),
  'securite-aventure': phrase.slider({
    agree: {
      left: 'Face à un choix de vie important, vous privilégiez {tous} la sécurité et la stabilité.',
      middle:
        "Face à un choix de vie important, vous pesez {tous} la sécurité autant que l'envie d'aventure.",
      right: "Face à un choix de vie important, vous privilégiez {tous} l'aventure et le changement.",
    },
    intro: 'Face à un choix de vie important, ',
    stance: {
      left: '[privilégie]^ la sécurité et la stabilité',
      middle: "[pèse] la sécurité autant que l'envie d'aventure",
      right: "[privilégie]^ l'aventure et le changement",
    },
  }),
  'projets-cinq-ans': phrase.rank({
    items: {
      'Fonder ou agrandir une famille': 'fonder ou agrandir une famille',
      'Évoluer professionnellement': 'évoluer professionnellement',
      'Devenir propriétaire': 'devenir propriétaire',
      'Voyager et découvrir le monde': 'voyager et découvrir le monde',
      'Prendre soin de ma santé et de mon équilibre': 'prendre soin de [sa] santé et de [son] équilibre',
      "M'engager pour une cause qui me tient à cœur": "[s']engager pour une cause qui [lui] tient à cœur",
    },
    first: 'Dans les cinq ans à venir, vous souhaitez {tous} avant tout {x}.',
    top: 'Vous avez {tous} à cœur de {x} dans les cinq ans à venir.',
    stance: '[a] pour priorité^ de {x}',
  }),
  'projet-enfants': phrase.single({
    agree: {
      [WANTS_CHILDREN]: 'Vous voulez {tous} des enfants, et c’est un projet important pour vous.',
      [CHILDREN_SOMEDAY]: 'Vous aimeriez {tous} des enfants, sans que ce soit une priorité.',
      [CHILDREN_UNSURE]: 'La question des enfants reste ouverte pour vous deux.',
      [NO_CHILDREN_WISH]: "Vous ne souhaitez d'enfants ni {l'un|l'une} ni l'autre.",
    },
    near: [
      { options: [WANTS_CHILDREN, CHILDREN_SOMEDAY], text: 'Vous voulez {tous} des enfants un jour.' },
      {
        options: [CHILDREN_SOMEDAY, CHILDREN_UNSURE],
        text: "Vous êtes {tous} ouvert{e}s à l'idée d'avoir des enfants, sans urgence.",
      },
    ],
    stance: {
      [WANTS_CHILDREN]: '[tient] beaucoup à avoir des enfants',
      [CHILDREN_SOMEDAY]: '[aimerait] des enfants, sans que ce soit une priorité',
      [CHILDREN_UNSURE]: '[se] [pose] encore la question des enfants',
      [NO_CHILDREN_WISH]: "ne [souhaite] pas d'enfants",
    },
  }),
  'enfants-actuels': phrase.single({
    agree: {
      [NO_CHILDREN]: "Vous n'avez d'enfants ni {l'un|l'une} ni l'autre.",
      [LIVE_WITH_ME]: 'Vous avez {tous} des enfants qui vivent avec vous.',
      [SHARED_CUSTODY]: 'Vous élevez {tous} vos enfants en garde alternée.',
      [WITH_OTHER_PARENT]: 'Vous avez {tous} des enfants qui vivent surtout chez leur autre parent.',
      [GROWN_UP]: 'Vous avez {tous} de grands enfants qui ont pris leur envol.',
    },
    near: [
      {
        options: [LIVE_WITH_ME, SHARED_CUSTODY, WITH_OTHER_PARENT, GROWN_UP],
        text: 'Vous êtes {tous} déjà parents.',
      },
    ],
    // Children one already has are a life, not a view to compare: set against someone else's, they would
    // read as a verdict on a family. The matching preferences ('A des enfants') are where this belongs.
    stance: null,
  }),
  mariage: phrase.single({
    agree: {
      [MARRIAGE_WISH]: 'Vous aspirez {tous} vraiment au mariage.',
      [MARRIAGE_NICE]: 'Vous voyez {tous} le mariage comme une belle étape, sans qu’il soit indispensable.',
      [MARRIAGE_PACS]: "Un PACS ou l'union libre vous conviennent {tous} autant que le mariage.",
      [MARRIAGE_NO]: "Le mariage n'est une nécessité ni pour {l'un|l'une} ni pour l'autre.",
    },
    near: [
      { options: [MARRIAGE_WISH, MARRIAGE_NICE], text: "Vous voyez {tous} le mariage d'un bon œil." },
      {
        options: [MARRIAGE_NICE, MARRIAGE_PACS],
        text: 'Vous êtes {tous} ouvert{e}s au mariage, sans qu’il soit indispensable.',
      },
      {
        options: [MARRIAGE_PACS, MARRIAGE_NO],
        text: "Le mariage n'est une nécessité ni pour {l'un|l'une} ni pour l'autre.",
      },
    ],
    stance: {
      [MARRIAGE_WISH]: '[aspire] vraiment au mariage',
      [MARRIAGE_NICE]: '[voit] le mariage^ comme une belle étape, pas indispensable',
      [MARRIAGE_PACS]: "[trouve] qu'un PACS ou l'union libre valent bien le mariage",
      [MARRIAGE_NO]: '[voit] le mariage^ comme une institution qui ne [lui] parle pas',
    },
  }),
  'lieu-de-vie': phrase.single({
    intro: 'Dans dix ans, ',
    agree: {
      "Au cœur d'une grande ville": "Dans dix ans, vous vous voyez {tous} vivre au cœur d'une grande ville.",
      "En périphérie d'une ville, avec un jardin":
        "Dans dix ans, vous vous voyez {tous} vivre en périphérie d'une ville, avec un jardin.",
      'Dans une ville moyenne': 'Dans dix ans, vous vous voyez {tous} vivre dans une ville moyenne.',
      'À la campagne': 'Dans dix ans, vous vous voyez {tous} vivre à la campagne.',
      "À l'étranger": "Dans dix ans, vous vous voyez {tous} vivre à l'étranger.",
      'Là où la vie nous mènera': 'Dans dix ans, vous vous voyez {tous} vivre là où la vie vous mènera.',
    },
    stance: {
      "Au cœur d'une grande ville": "[se] [voit] vivre^ au cœur d'une grande ville",
      "En périphérie d'une ville, avec un jardin":
        "[se] [voit] vivre^ en périphérie d'une ville, avec un jardin",
      'Dans une ville moyenne': '[se] [voit] vivre^ dans une ville moyenne',
      'À la campagne': '[se] [voit] vivre^ à la campagne',
      "À l'étranger": "[se] [voit] vivre^ à l'étranger",
      'Là où la vie nous mènera': '[se] [voit] vivre^ là où la vie {[le]|[la]} mènera',
    },
  }),
  'demenagement-distance': phrase.slider({
    agree: {
      left: 'Vous êtes {tous} attaché{e}s à l’endroit où vous vivez.',
      middle: 'Vous êtes {tous} prêt{e}s à déménager par amour, sans aller trop loin.',
      right: "Vous êtes {tous} prêt{e}s à déménager aussi loin qu'il le faudra par amour.",
    },
    stance: {
      left: '[tient] à rester près de chez {[lui]|[elle]}',
      middle: '[est] prêt{e} à déménager par amour, sans aller trop loin',
      right: "[est] prêt{e} à déménager aussi loin qu'il le faudra",
    },
  }),
  'valeurs-essentielles': phrase.multiple({
    items: {
      "L'honnêteté": "l'honnêteté",
      'La générosité': 'la générosité',
      "Le goût de l'effort": "le goût de l'effort",
      'La curiosité': 'la curiosité',
      'Le respect des autres': 'le respect des autres',
      'La liberté': 'la liberté',
      "L'esprit de famille": "l'esprit de famille",
      'La tolérance': 'la tolérance',
      "L'humilité": "l'humilité",
    },
    agree: 'Vous placez {tous} {list} avant tout.',
    stance: '[place] avant tout^ {list}',
  }),
  'carriere-famille': phrase.single({
    agree: {
      [CAREER_PAUSE_YES]:
        'Vous seriez {tous} prêt{e}s, sans hésiter, à mettre votre carrière entre parenthèses pour votre famille.',
      [CAREER_PAUSE_WHILE]:
        'Vous seriez {tous} prêt{e}s à mettre votre carrière entre parenthèses pour un temps, pour votre famille.',
      [CAREER_PAUSE_HARD]: 'Vous auriez {tous} du mal à mettre votre carrière entre parenthèses.',
      [CAREER_PAUSE_NO]: 'Vous tenez {tous} beaucoup à votre carrière.',
    },
    near: [
      {
        options: [CAREER_PAUSE_YES, CAREER_PAUSE_WHILE],
        text: 'Vous seriez {tous} prêt{e}s à mettre votre carrière entre parenthèses pour votre famille.',
      },
      {
        options: [CAREER_PAUSE_HARD, CAREER_PAUSE_NO],
        text: 'Vous tenez {tous} à poursuivre votre carrière.',
      },
    ],
    stance: {
      [CAREER_PAUSE_YES]: '[serait] prêt{e} à mettre [sa] carrière entre parenthèses^ sans hésiter',
      [CAREER_PAUSE_WHILE]: '[serait] prêt{e} à mettre [sa] carrière entre parenthèses^ pour un temps',
      [CAREER_PAUSE_HARD]: '[aurait] du mal à mettre [sa] carrière entre parenthèses',
      [CAREER_PAUSE_NO]: '[tient] beaucoup à [sa] carrière',
    },
  }),
};
