import { type Phrasing, phrase } from './phrasing';

/*
 * Attirance, intimité et compatibilité: sensitive (said only when both members consented). Written with
 * the poles' own restraint: what each one values, never how, and nothing that ranks one answer above
 * another.
 */

const EXCLUSIVE_STRICT = 'Exclusive, sans compromis';
const EXCLUSIVE_OPEN_TALK = 'Exclusive, tout en pouvant en parler si les envies évoluent';
const NOT_EXCLUSIVE = 'Pas forcément exclusive, tant que tout est dit';

const TAKE_TIME = 'Prendre le temps de se découvrir';
const NATURALLY = 'Laisser les choses se faire naturellement';
const KNOW_QUICKLY = "Savoir assez vite où l'on va";

/** Attirance, intimité et compatibilité. */
export const INTIMACY_PHRASINGS: Readonly<Record<string, Phrasing>> = {
  tendresse: phrase.slider({
    agree: {
      left: 'Vous donnez {tous} aux gestes tendres une place discrète.',
      middle: 'Vous accordez {tous} une vraie place aux gestes tendres, sans qu’ils soient quotidiens.',
      right: 'Vous avez {tous} besoin de gestes tendres chaque jour.',
    },
    stance: {
      left: '[donne] aux gestes tendres une place discrète',
      middle: '[accorde] une vraie place aux gestes tendres, sans qu’ils soient quotidiens',
      right: '[a] besoin de gestes tendres chaque jour',
    },
  }),
  'entente-intime': phrase.slider({
    agree: {
      left: "Vous voyez {tous} l'entente intime comme secondaire dans une relation durable.",
      middle: "Vous accordez {tous} à l'entente intime une importance réelle, parmi d'autres choses.",
      right: "Vous jugez {tous} l'entente intime primordiale dans une relation durable.",
    },
    stance: {
      left: "[voit] l'entente intime comme secondaire",
      middle: "[accorde] à l'entente intime une importance réelle, parmi d'autres choses",
      right: "[juge] l'entente intime primordiale",
    },
  }),
  'premier-regard': phrase.single({
    agree: {
      'Son regard': "Chez quelqu'un, vous remarquez {tous} d'abord le regard.",
      'Son sourire': "Chez quelqu'un, vous remarquez {tous} d'abord le sourire.",
      'Son humour': "Chez quelqu'un, vous remarquez {tous} d'abord l'humour.",
      'Son intelligence': "Chez quelqu'un, vous remarquez {tous} d'abord l'intelligence.",
      'Son assurance': "Chez quelqu'un, vous remarquez {tous} d'abord l'assurance.",
      'Sa gentillesse': "Chez quelqu'un, vous remarquez {tous} d'abord la gentillesse.",
      'Son style': "Chez quelqu'un, vous remarquez {tous} d'abord le style.",
    },
    intro: "Chez quelqu'un, ",
    stance: {
      'Son regard': "[remarque] d'abord^ le regard",
      'Son sourire': "[remarque] d'abord^ le sourire",
      'Son humour': "[remarque] d'abord^ l'humour",
      'Son intelligence': "[remarque] d'abord^ l'intelligence",
      'Son assurance': "[remarque] d'abord^ l'assurance",
      'Sa gentillesse': "[remarque] d'abord^ la gentillesse",
      'Son style': "[remarque] d'abord^ le style",
    },
  }),
  'desir-duree': phrase.multiple({
    intro: 'Pour faire durer le désir, ',
    items: {
      'La surprise et la nouveauté': 'la surprise et la nouveauté',
      'La complicité au quotidien': 'la complicité au quotidien',
      'Prendre soin de soi': 'le soin que chacun prend de soi',
      'Des moments à deux, sans écrans': 'des moments à deux, sans écrans',
      'Oser se dire ses envies': 'la liberté de [se] dire [ses] envies',
      'Garder chacun sa part de mystère': 'la part de mystère de chacun',
      'Les escapades en amoureux': 'les escapades en amoureux',
    },
    agree: 'Pour faire durer le désir, vous comptez {tous} sur {list}.',
    stance: '[compte]^ sur {list}',
  }),
  'affection-public': phrase.slider({
    agree: {
      left: "Vous êtes {tous} plutôt pudiques avec les marques d'affection en public.",
      middle: "Vous êtes {tous} à l'aise avec un peu d'affection en public.",
      right: "Vous êtes {tous} tout à fait à l'aise avec les marques d'affection en public.",
    },
    stance: {
      left: '[est]^ plutôt pudique en public',
      middle: "[est]^ à l'aise avec un peu d'affection en public",
      right: "[est]^ tout à fait à l'aise avec l'affection en public",
    },
  }),
  'rythme-relation': phrase.single({
    intro: "Au début d'une histoire, ",
    agree: {
      [TAKE_TIME]: "Au début d'une histoire, vous aimez {tous} prendre le temps de vous découvrir.",
      [NATURALLY]: "Au début d'une histoire, vous aimez {tous} laisser les choses se faire naturellement.",
      [KNOW_QUICKLY]: "Au début d'une histoire, vous aimez {tous} savoir assez vite où l'on va.",
    },
    near: [
      {
        options: [TAKE_TIME, NATURALLY],
        text: "Au début d'une histoire, vous aimez {tous} laisser le temps faire les choses.",
      },
      {
        options: [NATURALLY, KNOW_QUICKLY],
        text: "Au début d'une histoire, vous aimez {tous} avancer simplement, sans attendre.",
      },
    ],
    stance: {
      [TAKE_TIME]: '[aime] prendre le temps de faire connaissance',
      [NATURALLY]: '[aime] laisser les choses se faire naturellement',
      [KNOW_QUICKLY]: "[aime] savoir assez vite où l'on va",
    },
  }),
  'coup-de-foudre': phrase.slider({
    agree: {
      left: 'Vous croyez {tous} au coup de foudre.',
      middle: "Vous croyez {tous} autant au coup de foudre qu'à l'amour qui se construit.",
      right: "Vous croyez {tous} à l'amour qui se construit.",
    },
    stance: {
      left: '[croit]^ au coup de foudre',
      middle: "[croit]^ autant au coup de foudre qu'à l'amour qui se construit",
      right: "[croit]^ à l'amour qui se construit",
    },
  }),
  'attirance-durable': phrase.rank({
    items: {
      "L'apparence physique": "l'apparence physique",
      'La complicité intellectuelle': 'la complicité intellectuelle',
      "L'humour": "l'humour",
      'La douceur': 'la douceur',
      "L'énergie et la joie de vivre": "l'énergie et la joie de vivre",
    },
    first: 'Vous êtes {tous} d’abord {attirés|attirées} par {x}.',
    top: 'Vous êtes {tous} sensibles à {x}, sur la durée.',
    stance: '[est] d’abord attiré{e}^ par {x}',
  }),
  fidelite: phrase.single({
    agree: {
      [EXCLUSIVE_STRICT]: 'Vous envisagez {tous} une relation exclusive, sans compromis.',
      [EXCLUSIVE_OPEN_TALK]:
        "Vous envisagez {tous} une relation exclusive, où l'on peut parler des envies qui évoluent.",
      [NOT_EXCLUSIVE]: 'Vous envisagez {tous} une relation pas forcément exclusive, tant que tout est dit.',
    },
    near: [
      {
        options: [EXCLUSIVE_STRICT, EXCLUSIVE_OPEN_TALK],
        text: 'Vous tenez {tous} à une relation exclusive.',
      },
      {
        options: [EXCLUSIVE_OPEN_TALK, NOT_EXCLUSIVE],
        text: 'Vous tenez {tous} à pouvoir parler de vos envies au sein du couple.',
      },
    ],
    stance: {
      [EXCLUSIVE_STRICT]: '[envisage]^ une relation exclusive, sans compromis',
      [EXCLUSIVE_OPEN_TALK]:
        "[envisage]^ une relation exclusive, où l'on peut parler des envies qui évoluent",
      [NOT_EXCLUSIVE]: '[envisage]^ une relation pas forcément exclusive, tant que tout est dit',
    },
  }),
  'temps-ensemble': phrase.slider({
    agree: {
      left: 'Vous tenez {tous} à garder chacun une vie à soi.',
      middle:
        'Vous aimez {tous} partager une bonne part de votre temps libre, tout en gardant du temps à vous.',
      right: 'Vous aimez {tous} vivre presque tout à deux.',
    },
    stance: {
      left: '[tient] à garder une vie à soi',
      middle: '[aime] partager une bonne part de [son] temps libre',
      right: '[aime] vivre presque tout à deux',
    },
  }),
};
