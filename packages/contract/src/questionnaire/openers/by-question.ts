/*
 * First words (issue #27): for each question, a question the member could send as a first message,
 * once for a point the pair shares (`agree`) and once for the one where they differ (`differ`).
 * Addressed to the other person with « vous », about the subject, never about looks; written so that
 * they fit whatever the two answered (the sentence names the subject, not the answers), with no
 * agreement in gender. Plain spaces here: sayOpeners gives them their French typography.
 */

export interface QuestionOpeners {
  /** Null where the reasons never say an agreement (reasons.test.ts's NO_AGREEMENT). */
  readonly agree: string | null;
  /** Null where the reasons never raise a difference (NO_DIFFERENCE): it would rank or disclose. */
  readonly differ: string | null;
}

/** Communication et gestion des conflits. */
const COMMUNICATION: Readonly<Record<string, QuestionOpeners>> = {
  'desaccord-reaction': {
    agree:
      'On réagit pareil face à un désaccord, paraît-il : c’est quoi, pour vous, une dispute bien menée ?',
    differ: 'Face à un désaccord, on ne réagit pas pareil : qu’est-ce qui vous aide à en sortir ?',
  },
  'langages-amour': {
    agree:
      'Les mêmes attentions nous touchent, apparemment : quel est le geste le plus touchant qu’on ait eu pour vous ?',
    differ: 'On ne reçoit pas l’affection de la même façon : qu’est-ce qui vous touche vraiment ?',
  },
  'emotions-mots': {
    agree:
      'Mettre des mots sur ce qu’on ressent, on est d’accord là-dessus : vous êtes plutôt lettre ou grande conversation ?',
    differ:
      'Mettre des mots sur ce qu’on ressent, on n’en a pas le même besoin : comment ça se passe chez vous ?',
  },
  reconciliation: {
    agree: 'Après une dispute, on se réconcilie de la même façon : vous avez un rituel pour ça ?',
    differ:
      'Après une dispute, on ne se réconcilie pas de la même façon : qu’est-ce qui marche le mieux pour vous ?',
  },
  'messages-journee': {
    agree: 'Les messages au fil de la journée, on voit ça pareil : vous êtes plutôt vocal ou petit mot ?',
    differ: 'Sur les messages au fil de la journée, on n’a pas le même rythme : c’est quoi, le vôtre ?',
  },
  'se-sentir-compris': {
    agree:
      'On se sent compris de la même manière, paraît-il : c’est quoi, pour vous, quelqu’un qui écoute bien ?',
    differ: 'On ne se sent pas compris de la même manière : qu’est-ce qui vous donne ce sentiment ?',
  },
  'jardin-secret': {
    agree: 'Sur le jardin secret, on est d’accord : qu’est-ce que vous gardez rien que pour vous ?',
    differ: 'Tout se dire ou garder un jardin secret, on n’est pas du même avis : qu’en pensez-vous, vous ?',
  },
  'soutien-difficulte': {
    agree: 'On soutient les autres de la même façon dans les moments durs : qui a su vous épauler, vous ?',
    differ:
      'Dans les moments durs, on n’aide pas de la même façon : qu’est-ce qui vous fait du bien, à vous ?',
  },
  jalousie: {
    agree: 'Sur la jalousie, on pense pareil : d’où vous vient ce regard-là ?',
    differ: 'Sur la jalousie, on n’a pas le même regard : comment la voyez-vous ?',
  },
  'piliers-relation': {
    agree:
      'On met les mêmes choses au cœur d’une relation : laquelle compte le plus pour vous, et pourquoi ?',
    differ:
      'On ne met pas la même chose au cœur d’une relation : qu’est-ce qui vous a fait choisir la vôtre ?',
  },
};

/** Valeurs et projets de vie. */
const VALUES: Readonly<Record<string, QuestionOpeners>> = {
  'place-carriere': {
    agree: 'On donne la même place au travail, paraît-il : qu’est-ce qui vous plaît le plus dans le vôtre ?',
    differ: 'On ne donne pas la même place au travail : qu’est-ce qui compte le plus pour vous en dehors ?',
  },
  'securite-aventure': {
    agree: 'Sécurité ou aventure, on choisit pareil : quel est le dernier grand choix que vous avez fait ?',
    differ:
      'Sécurité ou aventure, on ne choisit pas pareil : quelle est la décision la plus audacieuse que vous ayez prise ?',
  },
  'projets-cinq-ans': {
    agree:
      'On a des projets qui se ressemblent pour les cinq ans à venir : lequel vous tient le plus à cœur ?',
    differ: 'Pour les cinq ans à venir, on n’a pas les mêmes priorités : c’est quoi, votre grand projet ?',
  },
  'projet-enfants': {
    agree: 'Sur les enfants, on se rejoint : qu’est-ce que vous aimeriez transmettre, un jour ?',
    differ: 'Sur les enfants, on n’en est pas au même point : comment voyez-vous les choses ?',
  },
  'enfants-actuels': {
    agree: 'On en est au même point côté enfants : qu’est-ce qui remplit vos week-ends en ce moment ?',
    differ: null,
  },
  mariage: {
    agree:
      'Sur le mariage, on voit les choses de la même façon : quel est le plus réussi auquel vous avez assisté ?',
    differ: 'Sur le mariage, on n’a pas le même regard : qu’est-ce qu’il représente pour vous ?',
  },
  'lieu-de-vie': {
    agree: 'On se voit vivre au même genre d’endroit dans dix ans : il ressemblerait à quoi, le vôtre ?',
    differ:
      'On ne se voit pas vivre au même endroit dans dix ans : qu’est-ce qui vous attire là où vous vous voyez ?',
  },
  'demenagement-distance': {
    agree: 'Déménager par amour, on irait aussi loin l’un que l’autre : vous avez déjà changé de ville ?',
    differ: 'Déménager par amour, on ne le voit pas pareil : qu’est-ce qui vous attache à votre ville ?',
  },
  'valeurs-essentielles': {
    agree: 'On a des valeurs en commun : laquelle vous a été transmise, et par qui ?',
    differ: 'On ne met pas les mêmes valeurs en avant : laquelle compte le plus pour vous ?',
  },
  'carriere-famille': {
    agree: 'Entre carrière et famille, on choisirait pareil : comment trouvez-vous l’équilibre aujourd’hui ?',
    differ: 'Entre carrière et famille, on ne choisirait pas pareil : qu’est-ce qui guide votre choix ?',
  },
};

/** Intimité et affection (sensible : seulement avec les deux consentements). */
const INTIMACY: Readonly<Record<string, QuestionOpeners>> = {
  tendresse: {
    agree: 'On donne la même place à la tendresse : c’est quoi, pour vous, un dimanche parfait à deux ?',
    differ:
      'La tendresse n’a pas la même place pour nous deux : comment montrez-vous que vous tenez à quelqu’un ?',
  },
  'entente-intime': {
    agree:
      'On accorde la même importance à la complicité : qu’est-ce qui vous rend complice avec quelqu’un ?',
    differ:
      'On n’accorde pas la même importance à l’entente intime : qu’est-ce qui compte le plus pour vous dans un couple ?',
  },
  'premier-regard': {
    agree:
      'Ce qui retient notre attention chez quelqu’un se ressemble : qu’est-ce qui vous a donné envie de dire oui ?',
    differ:
      'On ne remarque pas la même chose en premier chez quelqu’un : qu’est-ce qui vous intrigue d’abord ?',
  },
  'desir-duree': {
    agree: 'On a la même idée de ce qui fait durer une histoire : quel couple vous inspire ?',
    differ: 'On n’a pas la même idée de ce qui fait durer une histoire : c’est quoi, votre secret ?',
  },
  'affection-public': {
    agree: 'Les gestes d’affection en public, on voit ça pareil : plutôt main dans la main ou discrétion ?',
    differ: 'Les gestes d’affection en public, on ne voit pas ça pareil : qu’est-ce qui vous met à l’aise ?',
  },
  'rythme-relation': {
    agree:
      'Au début d’une histoire, on aime le même rythme : à quoi ressemble un bon premier rendez-vous pour vous ?',
    differ: 'Au début d’une histoire, on n’a pas le même rythme : qu’est-ce qui vous met en confiance ?',
  },
  'coup-de-foudre': {
    agree:
      'Coup de foudre ou amour qui se construit, on croit à la même chose : d’où vous vient cette idée ?',
    differ:
      'Coup de foudre ou amour qui se construit, on ne croit pas à la même chose : d’où vous vient cette conviction ?',
  },
  'attirance-durable': {
    agree: 'Les mêmes qualités nous attirent durablement : laquelle vous fait craquer ?',
    differ:
      'Ce ne sont pas les mêmes qualités qui nous attirent en premier : laquelle compte le plus pour vous ?',
  },
  fidelite: {
    agree: 'Sur la fidélité, on est d’accord : c’est quoi, pour vous, la confiance dans un couple ?',
    differ: 'Sur la fidélité, on n’a pas la même vision : comment la définiriez-vous ?',
  },
  'temps-ensemble': {
    agree:
      'On aimerait partager autant de temps libre l’un que l’autre : qu’est-ce que vous aimez faire à deux ?',
    differ:
      'Le temps à deux et le temps à soi, on ne les dose pas pareil : qu’est-ce que vous gardez pour vous ?',
  },
};

/** Vie sociale et famille. */
const SOCIAL: Readonly<Record<string, QuestionOpeners>> = {
  'place-amis': {
    agree: 'Les amis tiennent la même place dans nos vies : c’est quoi, votre meilleur souvenir avec eux ?',
    differ: 'Les amis ne tiennent pas la même place dans nos vies : comment aimez-vous les voir ?',
  },
  'recharger-batteries': {
    agree:
      'On recharge nos batteries de la même façon : c’est quoi, votre soirée idéale après une grosse semaine ?',
    differ: 'On ne recharge pas nos batteries pareil : qu’est-ce qui vous remet d’aplomb ?',
  },
  'week-ends': {
    agree: 'On aime les mêmes week-ends, apparemment : quel est le meilleur que vous ayez passé récemment ?',
    differ: 'On ne passe pas nos week-ends de la même façon : à quoi ressemblait votre dernier ?',
  },
  'frequence-famille': {
    agree:
      'On voit la famille à peu près au même rythme : c’est quoi, une réunion de famille réussie chez vous ?',
    differ: 'On ne voit pas la famille au même rythme : comment ça se passe chez vous ?',
  },
  'avis-proches': {
    agree:
      'L’avis de nos proches compte autant pour nous deux : qui est la personne que vous écoutez le plus ?',
    differ: 'L’avis des proches ne pèse pas pareil pour nous deux : à qui demandez-vous conseil ?',
  },
  'amitie-proche': {
    agree: 'Sur les amitiés proches, on pense pareil : qui est votre meilleur ami ou votre meilleure amie ?',
    differ: 'Sur les amitiés proches, on n’a pas le même regard : qu’est-ce qui vous rassurerait ?',
  },
  'invites-fete': {
    agree: 'On imagine le même genre de fête : quelle est la plus réussie que vous ayez vécue ?',
    differ:
      'Pour une grande fête, on n’imagine pas le même nombre d’invités : plutôt grande tablée ou petit comité, pour vous ?',
  },
  'niveau-etudes': {
    agree: 'On a des parcours d’études qui se ressemblent : quel souvenir vous en reste-t-il ?',
    differ: null,
  },
  situation: {
    agree: null,
    differ: null,
  },
  'position-politique': {
    agree: 'On est assez proches sur la politique : quelle cause vous tient le plus à cœur ?',
    differ: null,
  },
};

/** Vie quotidienne et gestion des finances. */
const DAILY: Readonly<Record<string, QuestionOpeners>> = {
  'rythme-journee': {
    agree: 'On vit au même rythme, le matin comme le soir : c’est quoi, votre rituel du week-end ?',
    differ:
      'On ne vit pas au même rythme, le matin et le soir : c’est quoi, votre heure préférée de la journée ?',
  },
  rangement: {
    agree: 'Sur le rangement, on est d’accord : qu’est-ce qu’on trouve toujours sur votre bureau ?',
    differ:
      'Sur le rangement, on n’a pas la même philosophie : vous êtes plutôt tiroir à bazar ou étiquettes ?',
  },
  'partage-taches': {
    agree: 'Le partage des tâches, on l’imagine pareil : laquelle faites-vous avec plaisir ?',
    differ: 'Le partage des tâches, on ne l’imagine pas pareil : laquelle détestez-vous le plus ?',
  },
  'foyer-harmonieux': {
    agree: 'On a la même idée d’un foyer harmonieux : qu’est-ce qui fait qu’on se sent bien chez vous ?',
    differ: 'On n’a pas la même idée d’un foyer harmonieux : qu’est-ce qui compte le plus chez vous ?',
  },
  'animaux-foyer': {
    agree: 'On pourrait partager la maison avec les mêmes animaux : vous en avez eu un, enfant ?',
    differ: 'Côté animaux, on n’a pas les mêmes envies : quelle est votre histoire avec eux ?',
  },
  tabac: {
    agree:
      'Sur la cigarette, on a le même rapport : qu’est-ce qui vous fait du bien quand vous décompressez ?',
    differ: 'On n’a pas le même rapport à la cigarette : comment le vivez-vous ?',
  },
  'rapport-argent': {
    agree: 'Avec l’argent, on se ressemble : quelle est la meilleure dépense que vous ayez faite ?',
    differ: 'Avec l’argent, on n’a pas les mêmes habitudes : quelle est votre plus grande folie ?',
  },
  'revenus-en-commun': {
    agree: 'Sur l’argent en couple, on voit les choses pareil : plutôt compte commun ou chacun le sien ?',
    differ: 'Sur l’argent en couple, on ne voit pas les choses pareil : comment imaginez-vous ça ?',
  },
  'revenu-serein': {
    agree: 'On a la même idée d’une vie sereine : qu’est-ce qui vous apporte de la sérénité, au quotidien ?',
    differ: 'On n’a pas la même idée d’une vie sereine : qu’est-ce qui vous apaise, au quotidien ?',
  },
};

/** Spiritualité et vision du monde (sensible : seulement avec les deux consentements). */
const SPIRITUALITY: Readonly<Record<string, QuestionOpeners>> = {
  'sens-de-la-vie': {
    agree: 'On trouve du sens dans les mêmes choses : qu’est-ce qui vous a fait du bien cette semaine ?',
    differ: 'On ne trouve pas le sens au même endroit : qu’est-ce qui vous fait lever le matin ?',
  },
  optimisme: {
    agree: 'Face aux épreuves, on a le même tempérament : qu’est-ce qui vous redonne le sourire ?',
    differ: 'Face aux épreuves, on n’a pas le même tempérament : comment faites-vous pour rebondir ?',
  },
  destin: {
    agree: 'Sur le destin, on pense pareil : quel hasard a changé votre vie ?',
    differ: 'Sur le destin, on ne pense pas pareil : quel hasard, ou quel choix, a changé votre vie ?',
  },
  'place-spiritualite': {
    agree: 'La spiritualité tient la même place pour nous deux : où trouvez-vous la paix ?',
    differ:
      'La spiritualité ne tient pas la même place pour nous deux : qu’est-ce qui vous nourrit intérieurement ?',
  },
  religion: {
    agree: 'On se rejoint sur la religion : quelle fête de l’année préférez-vous ?',
    differ: null,
  },
  traditions: {
    agree: 'Les fêtes et les traditions comptent autant pour nous deux : laquelle vous est la plus chère ?',
    differ: 'Les traditions ne comptent pas pareil pour nous deux : laquelle garderiez-vous à coup sûr ?',
  },
  'transmission-convictions': {
    agree:
      'On voudrait transmettre la même chose : qu’est-ce que vos parents vous ont donné de plus précieux ?',
    differ: 'On ne voudrait pas transmettre la même chose : qu’avez-vous reçu de vos parents ?',
  },
  'se-ressourcer': {
    agree: 'On se ressource de la même façon : où allez-vous quand vous avez besoin de souffler ?',
    differ: 'On ne se ressource pas pareil : c’est quoi, votre façon de souffler ?',
  },
  ecologie: {
    agree: 'Sur l’écologie au quotidien, on se rejoint : quel petit geste vous tient à cœur ?',
    differ: 'L’écologie ne tient pas la même place dans nos quotidiens : qu’est-ce qui compte pour vous ?',
  },
};

/** Every question's openers, by question id. */
export const OPENERS_BY_QUESTION: Readonly<Record<string, QuestionOpeners>> = {
  ...COMMUNICATION,
  ...VALUES,
  ...INTIMACY,
  ...SOCIAL,
  ...DAILY,
  ...SPIRITUALITY,
};
