import { SMOKING_OPTIONS } from '../fact-options';
import { type Phrasing, phrase } from './phrasing';

const [NEVER_SMOKED, QUIT_SMOKING, SMOKES_SOMETIMES, SMOKES_DAILY] = SMOKING_OPTIONS;

const THRIFTY = "Économe : je mets de côté dès que c'est possible";
const PRUDENT = 'Prévoyant(e), mais je sais me faire plaisir';
const PRESENT = "Je vis surtout l'instant présent";
const NOT_A_TOPIC = "L'argent n'est pas un sujet pour moi";

const NO_PET = 'Aucun, je préfère une maison sans animaux';

/** Vie quotidienne et gestion des finances. */
export const DAILY_PHRASINGS: Readonly<Record<string, Phrasing>> = {
  'rythme-journee': phrase.slider({
    agree: {
      left: 'Vous êtes {tous} plutôt du matin.',
      middle: 'Vous êtes {tous} aussi à l’aise le matin que le soir.',
      right: 'Vous êtes {tous} plutôt du soir.',
    },
    stance: {
      left: '[est]^ plutôt du matin',
      middle: '[est]^ aussi à l’aise le matin que le soir',
      right: '[est]^ plutôt du soir',
    },
  }),
  rangement: phrase.slider({
    agree: {
      left: 'Un joyeux désordre vous va très bien, à {tous}.',
      middle: "Vous aimez {tous} l'ordre, sans en faire une affaire.",
      right: 'Vous aimez {tous} que chaque chose soit à sa place.',
    },
    stance: {
      left: "[s'][accommode] très bien d'un joyeux désordre",
      middle: "[aime] l'ordre, sans en faire une affaire",
      right: '[aime] que chaque chose soit à sa place',
    },
  }),
  'partage-taches': phrase.single({
    agree: {
      'Moitié-moitié, scrupuleusement':
        'Vous imaginez {tous} un partage des tâches moitié-moitié, scrupuleusement.',
      'Selon les goûts et les disponibilités de chacun':
        'Vous imaginez {tous} un partage des tâches selon les goûts et les disponibilités de chacun.',
      'Celui ou celle qui a le plus de temps en fait davantage':
        'Vous pensez {tous} que celui ou celle qui a le plus de temps en fait davantage à la maison.',
      "Avec de l'aide extérieure dès que possible":
        "Vous comptez {tous} sur de l'aide extérieure pour la maison dès que possible.",
    },
    stance: {
      'Moitié-moitié, scrupuleusement': '[imagine]^ un partage des tâches moitié-moitié',
      'Selon les goûts et les disponibilités de chacun':
        '[imagine]^ un partage des tâches selon les goûts et les disponibilités',
      'Celui ou celle qui a le plus de temps en fait davantage':
        '[imagine]^ que celui ou celle qui a le plus de temps en fasse davantage',
      "Avec de l'aide extérieure dès que possible": "[imagine]^ de l'aide extérieure dès que possible",
    },
  }),
  'foyer-harmonieux': phrase.rank({
    intro: 'Pour un foyer harmonieux, ',
    items: {
      'Un partage équitable des tâches': 'un partage équitable des tâches',
      'Un intérieur ordonné et accueillant': 'un intérieur ordonné et accueillant',
      'Des repas pris ensemble': 'des repas pris ensemble',
      "Des rituels rien qu'à nous deux": "des rituels rien qu'à deux",
      'Un budget bien tenu': 'un budget bien tenu',
    },
    first: "Pour un foyer harmonieux, vous misez {tous} d'abord sur {x}.",
    top: 'Pour un foyer harmonieux, vous comptez {tous} sur {x}.',
    stance: "[mise] d'abord^ sur {x}",
  }),
  'animaux-foyer': phrase.multiple({
    items: {
      'Un chien': 'un chien',
      'Un chat': 'un chat',
      'Des petits animaux (lapin, oiseau, poissons…)': 'des petits animaux',
      'Des chevaux ou des animaux de la ferme': 'des chevaux ou des animaux de la ferme',
      [NO_PET]: 'une maison sans animaux',
    },
    agree: 'Vous pourriez {tous} partager votre foyer avec {list}.',
    stance: '[pourrait] partager [son] foyer^ avec {list}',
    alone: {
      [NO_PET]: {
        agree: 'Vous préférez {tous} une maison sans animaux.',
        stance: '[préfère] une maison sans animaux',
      },
    },
  }),
  tabac: phrase.single({
    agree: {
      [NEVER_SMOKED]: "Vous n'avez jamais fumé, ni {l'un|l'une} ni l'autre.",
      [QUIT_SMOKING]: 'Vous avez {tous} arrêté de fumer.',
      [SMOKES_SOMETIMES]: "Vous fumez {tous} à l'occasion.",
      [SMOKES_DAILY]: 'Vous fumez {tous} régulièrement.',
    },
    near: [
      { options: [NEVER_SMOKED, QUIT_SMOKING], text: "Vous ne fumez ni {l'un|l'une} ni l'autre." },
      { options: [SMOKES_SOMETIMES, SMOKES_DAILY], text: 'Vous fumez {tous}.' },
    ],
    stance: {
      [NEVER_SMOKED]: "[n'a] jamais fumé",
      [QUIT_SMOKING]: '[a] arrêté de fumer',
      [SMOKES_SOMETIMES]: "[fume]^ à l'occasion",
      [SMOKES_DAILY]: '[fume]^ régulièrement',
    },
  }),
  'rapport-argent': phrase.single({
    intro: "Avec l'argent, ",
    agree: {
      [THRIFTY]: 'Avec l’argent, vous êtes {tous} économes et mettez de côté dès que possible.',
      [PRUDENT]: 'Avec l’argent, vous êtes {tous} prévoyant{e}s, sans oublier de vous faire plaisir.',
      [PRESENT]: "Avec l'argent, vous vivez {tous} surtout l'instant présent.",
      [NOT_A_TOPIC]: "L'argent n'est un sujet ni pour {l'un|l'une} ni pour l'autre.",
    },
    near: [
      { options: [THRIFTY, PRUDENT], text: 'Avec l’argent, vous êtes {tous} prévoyant{e}s.' },
      { options: [PRUDENT, PRESENT], text: 'Avec l’argent, vous savez {tous} vous faire plaisir.' },
      { options: [PRESENT, NOT_A_TOPIC], text: 'Vous vivez {tous} l’argent sans vous en soucier.' },
    ],
    stance: {
      [THRIFTY]: '[est]^ économe et [met] de côté dès que possible',
      [PRUDENT]: '[est]^ prévoyant{e}, tout en sachant [se] faire plaisir',
      [PRESENT]: "[vit] surtout l'instant présent",
      [NOT_A_TOPIC]: "ne [fait] pas de l'argent un sujet",
    },
  }),
  'revenus-en-commun': phrase.slider({
    agree: {
      left: 'Vous préférez {tous} que chacun garde ses comptes.',
      middle: 'Vous êtes {tous} prêt{e}s à mettre une partie de vos revenus en commun.',
      right: 'Vous êtes {tous} prêt{e}s à tout mettre en commun.',
    },
    stance: {
      left: '[préfère] que chacun garde ses comptes',
      middle: '[est] prêt{e} à mettre une partie de [ses] revenus en commun',
      right: '[est] prêt{e} à tout mettre en commun',
    },
  }),
  'revenu-serein': phrase.range({
    intro: 'Pour vivre sereinement à deux, ',
    cuts: [35, 70],
    agree: {
      left: 'Pour vivre sereinement à deux, un revenu modeste vous suffirait à {tous}.',
      middle: 'Pour vivre sereinement à deux, vous imaginez {tous} un revenu moyen.',
      right: 'Pour vivre sereinement à deux, vous imaginez {tous} un revenu confortable.',
    },
    stance: {
      left: '[imagine]^ un revenu modeste',
      middle: '[imagine]^ un revenu moyen',
      right: '[imagine]^ un revenu confortable',
    },
  }),
};
