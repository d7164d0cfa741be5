import { type Phrasing, phrase } from './phrasing';

/** Connexion émotionnelle et communication. */
export const COMMUNICATION_PHRASINGS: Readonly<Record<string, Phrasing>> = {
  'desaccord-reaction': phrase.single({
    intro: 'Face à un désaccord, ',
    agree: {
      "J'en parle tout de suite, à chaud":
        'Face à un désaccord, vous préférez {tous} en parler tout de suite.',
      "Je prends un peu de recul avant d'en discuter":
        "Face à un désaccord, vous prenez {tous} un peu de recul avant d'en discuter.",
      "J'attends que l'autre fasse le premier pas":
        "Face à un désaccord, vous attendez {tous} que l'autre fasse le premier pas.",
      "J'essaie de désamorcer avec de l'humour":
        "Vous aimez {tous} désamorcer un désaccord avec de l'humour.",
      'Je laisse souvent passer pour éviter le conflit':
        'Face à un désaccord, vous préférez {tous} laisser passer plutôt que de vous disputer.',
    },
    near: [
      {
        options: ["J'en parle tout de suite, à chaud", "Je prends un peu de recul avant d'en discuter"],
        text: 'Face à un désaccord, vous tenez {tous} à en parler, tôt ou tard.',
      },
    ],
    stance: {
      "J'en parle tout de suite, à chaud": '[dit] les choses tout de suite',
      "Je prends un peu de recul avant d'en discuter": "[prend] un peu de recul avant d'en discuter",
      "J'attends que l'autre fasse le premier pas": "[attend] que l'autre fasse le premier pas",
      "J'essaie de désamorcer avec de l'humour": "[désamorce] avec de l'humour",
      'Je laisse souvent passer pour éviter le conflit': '[laisse] souvent passer pour éviter le conflit',
    },
  }),
  'langages-amour': phrase.rank({
    items: {
      'Les paroles valorisantes': 'les paroles valorisantes',
      'Les moments de qualité passés ensemble': 'les moments de qualité passés ensemble',
      'Les cadeaux et attentions': 'les cadeaux et les attentions',
      'Les services rendus': 'les services rendus',
      'Le toucher et les gestes tendres': 'le toucher et les gestes tendres',
    },
    first: 'Vous êtes {tous} d’abord touché{e}s par {x}.',
    top: 'Vous comptez {tous} {x} parmi ce qui vous touche le plus.',
    stance: '[est] d’abord touché{e}^ par {x}',
  }),
  'emotions-mots': phrase.slider({
    agree: {
      left: 'Vous exprimez {tous} vos sentiments par des gestes plus que par des mots.',
      middle: 'Vous exprimez {tous} vos sentiments autant par les mots que par les gestes.',
      right: 'Vous avez {tous} besoin de mettre des mots sur ce que vous ressentez.',
    },
    stance: {
      left: '[exprime] [ses] sentiments^ par des gestes plus que par des mots',
      middle: '[exprime] [ses] sentiments^ autant par les mots que par les gestes',
      right: '[a] besoin de mettre des mots sur [ses] émotions',
    },
  }),
  reconciliation: phrase.single({
    intro: 'Après une dispute, ',
    agree: {
      "Une vraie discussion pour comprendre ce qui s'est passé":
        "Après une dispute, vous avez {tous} besoin d'une vraie discussion pour comprendre ce qui s'est passé.",
      'Des excuses sincères': 'Après une dispute, vous êtes {tous} sensibles à des excuses sincères.',
      'Un geste tendre, sans forcément de mots':
        'Après une dispute, un geste tendre vous réconcilie {tous} mieux que de longs discours.',
      "Un moment seul(e) avant de revenir vers l'autre":
        "Après une dispute, vous avez {tous} besoin d'un moment à vous avant de revenir vers l'autre.",
      'Passer à autre chose, tout simplement':
        'Après une dispute, vous préférez {tous} passer à autre chose, tout simplement.',
    },
    stance: {
      "Une vraie discussion pour comprendre ce qui s'est passé": "[a] besoin d'une vraie discussion",
      'Des excuses sincères': '[est] sensible à des excuses sincères',
      'Un geste tendre, sans forcément de mots': '[préfère] un geste tendre aux longs discours',
      "Un moment seul(e) avant de revenir vers l'autre": "[a] besoin d'un moment seul{e}",
      'Passer à autre chose, tout simplement': '[préfère] vite passer à autre chose',
    },
  }),
  'messages-journee': phrase.slider({
    agree: {
      left: 'En couple, vous aimez {tous} vous raconter vos journées le soir.',
      middle: 'En couple, vous aimez {tous} échanger quelques messages dans la journée.',
      right: 'En couple, vous aimez {tous} échanger des messages tout au long de la journée.',
    },
    stance: {
      left: '[préfère] tout se raconter le soir',
      middle: '[aime] échanger quelques messages dans la journée',
      right: '[aime] échanger des messages tout au long de la journée',
    },
  }),
  'se-sentir-compris': phrase.multiple({
    items: {
      'Être écouté(e) sans être interrompu(e)': 'une écoute sans interruption',
      'Recevoir des conseils concrets': 'des conseils concrets',
      "Sentir que l'autre partage mon émotion": 'une émotion partagée',
      "Qu'on se souvienne des petites choses que j'ai confiées": 'l’attention aux petites choses confiées',
      "Un câlin plutôt qu'un long discours": "un câlin plutôt qu'un long discours",
      "Qu'on me laisse de l'espace quand j'en ai besoin": "l'espace qu'on [lui] laisse au besoin",
    },
    agree: 'Vous vous sentez {tous} {compris|comprises} grâce à {list}.',
    stance: '[se] [sent] compris{e}^ grâce à {list}',
  }),
  'jardin-secret': phrase.slider({
    agree: {
      left: 'Vous pensez {tous} que chacun peut garder son jardin secret dans un couple.',
      middle: 'Vous cherchez {tous} un équilibre entre transparence et jardin secret.',
      right: 'Vous pensez {tous} que dans un couple, on peut tout se dire.',
    },
    stance: {
      left: '[tient]^ à garder [son] jardin secret',
      middle: '[cherche] un équilibre entre transparence et jardin secret',
      right: '[tient]^ à une transparence totale',
    },
  }),
  'soutien-difficulte': phrase.single({
    intro: "Quand l'autre traverse une période difficile, ",
    agree: {
      'Je cherche des solutions avec elle':
        "Quand l'autre traverse une période difficile, vous cherchez {tous} d'abord des solutions ensemble.",
      "Je l'écoute et je reste présent(e)":
        "Quand l'autre traverse une période difficile, vous êtes {tous} là d'abord pour écouter.",
      'Je lui change les idées':
        "Quand l'autre traverse une période difficile, vous cherchez {tous} à lui changer les idées.",
      "Je lui laisse de l'espace jusqu'à ce qu'elle m'en parle":
        "Quand l'autre traverse une période difficile, vous lui laissez {tous} de l'espace jusqu'à ce qu'il ou elle en parle.",
    },
    stance: {
      'Je cherche des solutions avec elle': "[cherche] d'abord des solutions ensemble",
      "Je l'écoute et je reste présent(e)": '[écoute] et [reste] présent{e}',
      'Je lui change les idées': '[cherche] à lui changer les idées',
      "Je lui laisse de l'espace jusqu'à ce qu'elle m'en parle": "[laisse] de l'espace, le temps qu'il faut",
    },
  }),
  jalousie: phrase.slider({
    agree: {
      left: 'Vous voyez {tous} la jalousie comme un poison à éviter.',
      middle: 'Vous portez {tous} un regard nuancé sur la jalousie.',
      right: "Vous voyez {tous} un peu de jalousie comme une preuve d'attachement.",
    },
    stance: {
      left: '[voit]^ la jalousie comme un poison à éviter',
      middle: '[porte] un regard nuancé sur la jalousie',
      right: "[voit]^ un peu de jalousie comme une preuve d'attachement",
    },
  }),
  'piliers-relation': phrase.rank({
    items: {
      'La confiance': 'la confiance',
      'La complicité': 'la complicité',
      'La tendresse': 'la tendresse',
      "L'admiration mutuelle": "l'admiration mutuelle",
      "L'humour partagé": "l'humour partagé",
      'Le respect de la liberté de chacun': 'le respect de la liberté de chacun',
    },
    first: "Vous placez {tous} {x} au cœur d'une relation.",
    top: "Vous comptez {tous} {x} parmi les piliers d'une relation.",
    stance: "[place] au cœur d'une relation^ {x}",
  }),
};
