/**
 * Pieces of bios, written as people write them on a dating profile: a line about who they are, their
 * children when they have some, what they love (bio-interests.ts) and what they hope for. Each piece
 * agrees with the person's gender and answers null where it would not ring true (a student who writes
 * about changing careers at thirty).
 */

/** Where the children live, from the questionnaire's answer. */
export type Children = 'none' | 'home' | 'shared' | 'away' | 'grown';

/** What a bio may say of its author. */
export interface BioContext {
  feminine: boolean;
  age: number;
  city: string;
  job: string | null;
  student: boolean;
  retired: boolean;
  children: Children;
}

export type Fragment = (c: BioContext) => string | null;

/** The masculine or the feminine form. */
export const g = (c: BioContext, masculine: string, feminine: string) => (c.feminine ? feminine : masculine);

export const OPENERS: readonly Fragment[] = [
  (c) =>
    `${g(c, 'Installé', 'Installée')} à ${c.city} depuis quelques années, je connais déjà la meilleure boulangerie du quartier et je la défends avec ferveur.`,
  (c) => `${c.city}, c'est chez moi depuis toujours : j'en connais chaque ruelle et je ne m'en lasse pas.`,
  () => 'Je suis du genre à arriver en avance au cinéma pour ne rater aucune bande-annonce.',
  (c) =>
    `On me trouve ${g(c, 'réservé', 'réservée')} au premier abord, puis on découvre que je ne m'arrête plus de raconter des histoires.`,
  (c) =>
    `Le matin, un café serré et dix minutes de silence ; le reste de la journée, je suis ${g(c, 'partant', 'partante')} pour presque tout.`,
  () => "J'ai grandi à la campagne et j'ai gardé l'habitude de dire bonjour à tout le monde, même en ville.",
  () =>
    "Je travaille beaucoup, mais j'ai appris à garder mes soirées pour ce qui compte vraiment : les gens que j'aime.",
  () => "Après quelques années à courir partout, j'ai envie de ralentir et de partager des choses simples.",
  (c) =>
    c.job && !c.retired
      ? `${c.job} la semaine, ${g(c, 'apprenti pâtissier', 'apprentie pâtissière')} le dimanche.`
      : null,
  () => 'Je crois aux longues conversations, aux lettres écrites à la main et aux dîners qui finissent tard.',
  (c) =>
    `Plutôt du matin, plutôt thé que café, plutôt mer que montagne, mais je suis ${g(c, 'prêt', 'prête')} à négocier.`,
  () => "Je ris fort, je cuisine toujours trop et j'oublie régulièrement où j'ai garé la voiture.",
  (c) =>
    `De retour à ${c.city} après plusieurs années à l'étranger, je redécouvre ma ville avec des yeux neufs.`,
  () => 'Mes amis disent que je suis la personne à appeler pour organiser un week-end improvisé.',
  () => "Mon appartement ressemble à une jungle : j'ai une passion un peu envahissante pour les plantes.",
  (c) =>
    `Fidèle en amitié, ${g(c, 'curieux', 'curieuse')} de tout et un peu ${g(c, 'têtu', 'têtue')}, je l'avoue.`,
  (c) =>
    c.age <= 27 && !c.student
      ? `Fraîchement ${g(c, 'diplômé', 'diplômée')}, je découvre la vie active et ses petits bonheurs, à commencer par les tickets-restaurant.`
      : null,
  (c) =>
    c.age >= 40 ? `À ${c.age} ans, je sais ce que je veux : de la tendresse, de l'humour et de la sincérité.` : null,
  (c) =>
    c.age >= 55
      ? "J'ai pris le temps de vivre pour moi ces dernières années, et j'ai envie de partager à nouveau."
      : null,
  (c) => `${g(c, 'Né', 'Née')} au bord de la mer, je ne dis jamais non à un plateau de fruits de mer.`,
  (c) =>
    `Je suis quelqu'un de simple : un bon repas, une belle lumière en fin de journée, et me voilà ${g(c, 'heureux', 'heureuse')}.`,
  () => "J'ai toujours un livre dans mon sac et une playlist pour chaque humeur.",
  (c) =>
    `Lève-tôt ${g(c, 'assumé', 'assumée')}, j'aime les villes encore endormies et les marchés qui s'installent.`,
  (c) =>
    c.age >= 34 && !c.retired
      ? "J'ai changé de métier à trente ans et je ne l'ai jamais regretté : j'aime les gens qui osent."
      : null,
  () => "Ce qui me définit ? Une curiosité sans fin et un sens de l'orientation catastrophique.",
  (c) =>
    `Je partage mon temps entre ${c.city} et la maison de famille, où l'on finit toujours par refaire le monde autour de la table.`,
  (c) =>
    c.student
      ? `Entre deux partiels, je cherche quelqu'un pour explorer ${c.city} autrement qu'en allant à la bibliothèque.`
      : null,
  (c) =>
    c.retired
      ? 'Jeune retraite, grand appétit : voyages, petits-enfants à gâter et projets plein la tête.'
      : null,
];

export const CHILDREN_LINES: Readonly<Record<Exclude<Children, 'none'>, readonly Fragment[]>> = {
  home: [
    (c) =>
      c.feminine
        ? "Maman d'une petite fille pleine d'énergie, mes week-ends sont rythmés par les parcs et les goûters."
        : 'Papa de deux garçons, je suis incollable sur les dinosaures et les matchs du samedi matin.',
    (c) =>
      `${g(c, 'Papa', 'Maman')} solo et ${g(c, 'heureux', 'heureuse')} de l'être, il me faut quelqu'un qui comprenne que mon agenda suit le calendrier scolaire.`,
  ],
  shared: [
    () =>
      'Je vis en garde alternée : une semaine de cris de joie et de devoirs, une semaine plus calme pour moi.',
    (c) =>
      `Une semaine sur deux, je suis ${g(c, 'papa', 'maman')} à plein temps, et c'est la plus belle de mes semaines.`,
    () => "Mes enfants sont avec moi une semaine sur deux ; l'autre, je rattrape mes lectures et mes amis.",
  ],
  away: [
    (c) =>
      `Mes enfants vivent surtout chez leur ${g(c, 'mère', 'père')} ; je profite intensément de chaque moment avec eux.`,
  ],
  grown: [
    (c) =>
      `Mes enfants sont grands et volent de leurs propres ailes. ${g(c, 'Fier', 'Fière')} d'eux, je suis ${g(c, 'prêt', 'prête')} pour un nouveau chapitre.`,
  ],
};

/** What they hope for, as most people write it: with "tu". */
export const CLOSERS: readonly Fragment[] = [
  () =>
    "Je cherche quelqu'un avec qui partager les petites choses : un marché le samedi, une série le dimanche, des fous rires en semaine.",
  () =>
    "J'aimerais rencontrer une personne curieuse, qui sait écouter et qui n'a pas peur de dire ce qu'elle pense.",
  () => "Si tu aimes les balades qui se terminent en terrasse, on devrait bien s'entendre.",
  () => "Dis-moi quel livre t'a marqué récemment : c'est ma façon préférée de briser la glace.",
  () => 'Je suis ici pour une vraie rencontre, pas pour collectionner les matchs.',
  () => 'Bonus si tu sais faire une bonne pâte à crêpes.',
  () => "Ce que je cherche ? De la complicité, du respect et l'envie de construire quelque chose à deux.",
  (c) => `${g(c, 'Prêt', 'Prête')} à troquer mes soirées canapé contre un verre avec toi.`,
  () => 'On commence par un café ?',
  () => 'Raconte-moi ton plus beau souvenir de voyage, je te raconterai le mien.',
  () => "Si tu as de l'humour et un peu de patience pour mes jeux de mots, écris-moi.",
  () => "J'ai envie d'une relation tendre et sincère, où l'on se dit les choses.",
  (c) => `Le premier verre est pour moi si tu me fais découvrir un endroit que je ne connais pas à ${c.city}.`,
];

/** The same hopes, with "vous", as many people over fifty write them. */
export const FORMAL_CLOSERS: readonly Fragment[] = [
  (c) =>
    `Si vous aussi aimez les conversations qui durent, je serai ${g(c, 'ravi', 'ravie')} de vous lire.`,
  () => 'Je cherche une personne sincère, pour partager de beaux moments et, qui sait, un bout de chemin.',
  () => "Au plaisir d'échanger avec vous, autour d'un café pour commencer.",
];

/** For the bios written as a short list. */
export const WISHES: readonly string[] = [
  "de la douceur, de l'humour et de la curiosité",
  "quelqu'un de drôle, de fiable et de tendre",
  "une personne qui aime rire, marcher et bien manger",
  'de la complicité, des projets et des dimanches tranquilles',
  "quelqu'un qui sait ce qu'il veut et qui le dit simplement",
];
