import { RELIGION_AGNOSTIC, RELIGION_ATHEIST } from '../fact-options';
import { type Phrasing, phrase } from './phrasing';

/*
 * Spiritualité et philosophie de vie: sensitive (said only when both members consented). Beliefs are
 * named only where both hold them; a difference speaks of practices and wishes, never of a faith.
 */

const OWN_FAITH = 'Ma foi, qui compte beaucoup pour moi';
const SEVERAL_BELIEFS = 'Leur faire découvrir plusieurs croyances, puis les laisser choisir';
const SECULAR = 'Une éducation en dehors de toute religion';
const NOT_YET = 'Je ne me suis pas encore posé la question';

/** Spiritualité et philosophie de vie. */
export const SPIRITUALITY_PHRASINGS: Readonly<Record<string, Phrasing>> = {
  'sens-de-la-vie': phrase.multiple({
    items: {
      "L'amour": "l'amour",
      'La famille': 'la famille',
      'Mes amitiés': '[ses] amitiés',
      'Mon travail': '[son] travail',
      'Ma foi': '[sa] foi',
      Créer: 'la création',
      'Aider les autres': "l'aide aux autres",
      'La nature': 'la nature',
      'Apprendre sans cesse': "l'envie d'apprendre sans cesse",
      'Savourer chaque instant': 'le goût de savourer chaque instant',
    },
    agree: 'Vous trouvez {tous} un sens profond dans {list}.',
    stance: '[trouve] avant tout du sens^ dans {list}',
  }),
  optimisme: phrase.slider({
    intro: 'Face aux épreuves, ',
    agree: {
      left: "Face aux épreuves, vous êtes {tous} d'un naturel inquiet.",
      middle: 'Face aux épreuves, vous oscillez {tous} entre inquiétude et confiance.',
      right: "Face aux épreuves, vous êtes {tous} confiant{e}s en l'avenir.",
    },
    stance: {
      left: "[est]^ d'un naturel inquiet",
      middle: '[oscille] entre inquiétude et confiance',
      right: "[est]^ confiant{e} en l'avenir",
    },
  }),
  destin: phrase.slider({
    agree: {
      left: 'Vous pensez {tous} que nous écrivons notre propre histoire.',
      middle: 'Vous croyez {tous} un peu au destin, tout en écrivant votre propre histoire.',
      right: 'Vous croyez {tous} que tout est déjà écrit.',
    },
    stance: {
      left: "[pense] que l'on écrit sa propre histoire",
      middle: '[croit]^ un peu au destin',
      right: '[croit]^ que tout est déjà écrit',
    },
  }),
  'place-spiritualite': phrase.slider({
    agree: {
      left: 'La spiritualité tient peu de place dans vos vies.',
      middle: 'Vous accordez {tous} une certaine place à la spiritualité.',
      right: 'Vous accordez {tous} une place centrale à la spiritualité.',
    },
    stance: {
      left: '[accorde]^ peu de place à la spiritualité',
      middle: '[accorde]^ une certaine place à la spiritualité',
      right: '[accorde]^ une place centrale à la spiritualité',
    },
  }),
  religion: phrase.single({
    agree: {
      Catholique: 'Vous vous reconnaissez {tous} dans le catholicisme.',
      Protestante: 'Vous vous reconnaissez {tous} dans le protestantisme.',
      Orthodoxe: "Vous vous reconnaissez {tous} dans l'orthodoxie.",
      Musulmane: "Vous vous reconnaissez {tous} dans l'islam.",
      Juive: 'Vous vous reconnaissez {tous} dans le judaïsme.',
      Bouddhiste: 'Vous vous reconnaissez {tous} dans le bouddhisme.',
      Hindoue: "Vous vous reconnaissez {tous} dans l'hindouisme.",
      // Two 'Autre religion' answers may be two faiths: say only what is sure.
      'Autre religion': 'Vous vous reconnaissez {tous} dans une religion.',
      [RELIGION_AGNOSTIC]: 'Vous êtes {tous} non-pratiquant{e}s ou agnostiques.',
      [RELIGION_ATHEIST]: 'Vous êtes {tous} athées.',
    },
    // An agreement tells the viewer only what they believe themselves; a difference would name the other
    // member's faith (or its absence) to someone who does not share it, which the consent promised never to
    // show, and sets one belief against another. The practice questions around it carry the conversation.
    stance: null,
  }),
  traditions: phrase.single({
    agree: {
      'Je les célèbre avec ferveur': 'Vous célébrez {tous} les fêtes et les traditions avec ferveur.',
      "J'aime les célébrer pour le plaisir d'être ensemble":
        "Vous aimez {tous} célébrer les fêtes pour le plaisir d'être ensemble.",
      "Je les suis sans y attacher beaucoup d'importance":
        "Vous suivez {tous} les fêtes et les traditions sans y attacher beaucoup d'importance.",
      'Je préfère inventer nos propres rituels': 'Vous aimez {tous} inventer vos propres rituels.',
    },
    near: [
      {
        options: ['Je les célèbre avec ferveur', "J'aime les célébrer pour le plaisir d'être ensemble"],
        text: 'Vous aimez {tous} célébrer les fêtes et les traditions.',
      },
    ],
    stance: {
      'Je les célèbre avec ferveur': '[célèbre] les fêtes et les traditions^ avec ferveur',
      "J'aime les célébrer pour le plaisir d'être ensemble":
        "[célèbre] les fêtes et les traditions^ pour le plaisir d'être ensemble",
      "Je les suis sans y attacher beaucoup d'importance":
        "[suit] les fêtes et les traditions sans y attacher beaucoup d'importance",
      'Je préfère inventer nos propres rituels': '[préfère] inventer [ses] propres rituels',
    },
  }),
  'transmission-convictions': phrase.single({
    intro: 'Pour ce qui est de la foi à transmettre aux enfants, ',
    agree: {
      [OWN_FAITH]: 'Vous souhaiteriez {tous} transmettre votre foi à vos enfants.',
      [SEVERAL_BELIEFS]:
        'Vous aimeriez {tous} faire découvrir plusieurs croyances à vos enfants, puis les laisser choisir.',
      [SECULAR]: 'Vous souhaiteriez {tous} pour vos enfants une éducation en dehors de toute religion.',
      [NOT_YET]: 'La question de la foi à transmettre aux enfants reste ouverte pour vous deux.',
    },
    stance: {
      [OWN_FAITH]: '[tient] à transmettre [sa] foi',
      [SEVERAL_BELIEFS]: '[aimerait] leur faire découvrir plusieurs croyances, puis les laisser choisir',
      [SECULAR]: '[préférerait] une éducation en dehors de toute religion',
      [NOT_YET]: "ne [s'est] pas encore posé la question",
    },
  }),
  'se-ressourcer': phrase.rank({
    intro: 'Pour se ressourcer, ',
    items: {
      'La méditation ou la prière': 'la méditation ou la prière',
      'Une promenade dans la nature': 'une promenade dans la nature',
      'Une conversation profonde': 'une conversation profonde',
      'Un bon livre': 'un bon livre',
      "L'art et la musique": "l'art et la musique",
      'Le sport': 'le sport',
    },
    first: 'Pour vous ressourcer, vous privilégiez {tous} {x}.',
    top: 'Pour vous ressourcer, vous appréciez {tous} {x}.',
    stance: "[choisit] d'abord^ {x}",
  }),
  ecologie: phrase.slider({
    agree: {
      left: "L'écologie n'est une priorité ni pour {l'un|l'une} ni pour l'autre.",
      middle: "Vous tenez {tous} compte de l'écologie dans certains de vos choix.",
      right: "Vous laissez {tous} l'écologie guider la plupart de vos choix.",
    },
    stance: {
      left: "ne [fait] pas de l'écologie une priorité",
      middle: "[tient] compte de l'écologie dans certains choix",
      right: "[laisse] l'écologie guider la plupart de [ses] choix",
    },
  }),
};
