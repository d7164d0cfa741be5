/**
 * What demo members say in a conversation (conversation.ts puts it together). Each line comes in the
 * two ways of addressing someone: « tu » between most members, « vous » from the older ones, and
 * agrees with the gender of the one who speaks (`self`) or of the one spoken to (`other`).
 */

/** Who speaks to whom: how they address each other and their genders. */
export interface Voice {
  formal: boolean;
  selfFeminine: boolean;
  otherFeminine: boolean;
}

/** The « tu » or the « vous » form. */
export const tv = (v: Voice, tu: string, vous: string) => (v.formal ? vous : tu);
/** Agrees with the speaker. */
export const self = (v: Voice, masculine: string, feminine: string) => (v.selfFeminine ? feminine : masculine);
/** Agrees with the one spoken to. */
export const other = (v: Voice, masculine: string, feminine: string) =>
  v.otherFeminine ? feminine : masculine;

export type Line = (v: Voice) => string;

/** The first letter in lower case, unless the word is an acronym ('DRH'). */
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  if (second && second !== second.toLocaleLowerCase('fr-FR')) return text;
  return text.charAt(0).toLocaleLowerCase('fr-FR') + text.slice(1);
}

export const GREETINGS_DAY: readonly ((v: Voice, name: string) => string)[] = [
  (v, name) => tv(v, `Salut ${name} !`, `Bonjour ${name} !`),
  (v, name) => tv(v, `Coucou ${name} !`, `Bonjour ${name} !`),
  (v, name) => tv(v, `Hello ${name} !`, `Bonjour ${name} !`),
];

export const GREETINGS_EVENING: readonly ((v: Voice, name: string) => string)[] = [
  (v, name) => tv(v, `Bonsoir ${name} !`, `Bonsoir ${name} !`),
  (v, name) => tv(v, `Coucou ${name} !`, `Bonsoir ${name} !`),
  (v, name) => tv(v, `Salut ${name} !`, `Bonsoir ${name} !`),
];

/** Said after the greeting of a first answer. */
export const GLAD: readonly Line[] = [
  (v) => tv(v, "Merci pour ton message, ça m'a fait plaisir.", "Merci pour votre message, il m'a fait très plaisir."),
  (v) => tv(v, `${self(v, 'Content', 'Contente')} qu'on ait matché !`, `${self(v, 'Ravi', 'Ravie')} que nous ayons matché.`),
  (v) => tv(v, `${self(v, 'Ravi', 'Ravie')} de ce match !`, `${self(v, 'Ravi', 'Ravie')} de faire votre connaissance.`),
];

/** A reaction to what the member just wrote, when nothing more particular fits. */
export const ACKNOWLEDGEMENTS: readonly Line[] = [
  (v) => tv(v, "Ah, c'est chouette !", "C'est très intéressant."),
  (v) => tv(v, 'Je vois, ça me parle.', 'Je vois, cela me parle.'),
  (v) => tv(v, "J'aime bien ta façon de voir les choses.", "J'aime beaucoup votre façon de voir les choses."),
  (v) => tv(v, 'Ça me plaît, ce que tu racontes.', 'Ce que vous racontez me plaît beaucoup.'),
  (v) => tv(v, 'Ça me fait sourire !', 'Cela me fait sourire.'),
];

export const LAUGHS: readonly Line[] = [
  (v) => tv(v, "Haha, j'adore !", "Vous m'avez fait rire !"),
  (v) => tv(v, 'Haha, tu me fais rire.', 'Haha, vous me faites rire.'),
];

export const THANKS_BACK: readonly Line[] = [
  () => 'Avec plaisir !',
  (v) => tv(v, 'Merci à toi !', 'Merci à vous !'),
];

/** The member asked how they are. */
export const DOING_WELL: readonly Line[] = [
  (v) => tv(v, 'Ça va très bien, merci !', 'Je vais très bien, merci !'),
  (v) => tv(v, 'Super bien, merci de demander !', 'Très bien, merci de demander.'),
];

/** Before what the demo member tells of themselves, when the member asked. */
export const ABOUT_ME_OPENERS: readonly ((v: Voice, about: string) => string)[] = [
  (v, about) => `${tv(v, 'Pour répondre à ta question', 'Pour répondre à votre question')} : ${lowerFirst(about)}`,
  (_, about) => `Pour ma part, ${lowerFirst(about)}`,
  (_, about) => `Moi ? ${about}`,
];

/** What the demo member asks when the member mentioned an interest of this category. */
export const CATEGORY_QUESTIONS: Readonly<Record<string, Line>> = {
  Sport: (v) => tv(v, 'tu en fais souvent ?', 'vous en faites souvent ?'),
  Culture: (v) =>
    tv(v, `qu'est-ce qui t'a ${other(v, 'marqué', 'marquée')} dernièrement ?`, `qu'est-ce qui vous a ${other(v, 'marqué', 'marquée')} dernièrement ?`),
  Musique: (v) => tv(v, 'tu écoutes quoi en ce moment ?', "qu'écoutez-vous en ce moment ?"),
  'Cinéma et séries': (v) => tv(v, 'tu aurais une recommandation pour moi ?', 'vous auriez une recommandation pour moi ?'),
  Lecture: (v) => tv(v, 'tu lis quoi en ce moment ?', 'que lisez-vous en ce moment ?'),
  Voyages: (v) => tv(v, "c'est quoi ton plus beau souvenir de voyage ?", 'quel est votre plus beau souvenir de voyage ?'),
  Gastronomie: (v) => tv(v, "c'est quoi ta spécialité ?", 'quelle est votre spécialité ?'),
  'Nature et plein air': (v) =>
    tv(v, "tu as un coin préféré pour t'aérer ?", 'vous avez un coin préféré pour vous aérer ?'),
  'Arts et création': (v) => tv(v, 'tu me montreras un jour ?', 'vous me montrerez un jour ?'),
  'Sciences et technologie': (v) =>
    tv(v, "qu'est-ce qui te passionne là-dedans ?", "qu'est-ce qui vous passionne là-dedans ?"),
  'Engagement et solidarité': (v) =>
    tv(v, `comment tu t'es ${other(v, 'lancé', 'lancée')} là-dedans ?`, `comment vous êtes-vous ${other(v, 'lancé', 'lancée')} là-dedans ?`),
  'Bien-être': (v) => tv(v, "c'est ton moment rien qu'à toi ?", "c'est votre moment rien qu'à vous ?"),
  Sorties: (v) => tv(v, 'tu as une adresse à me conseiller ?', 'vous avez une adresse à me conseiller ?'),
  Animaux: (v) => tv(v, 'tu as un compagnon à quatre pattes ?', 'vous avez un compagnon à quatre pattes ?'),
};
export const ANY_CATEGORY_QUESTION: Line = (v) => tv(v, 'raconte-moi !', 'racontez-moi !');

/** When no topic is left: a question anyone can answer. */
export const OPEN_QUESTIONS: readonly Line[] = [
  (v) => tv(v, "Et sinon, c'est quoi ta soirée idéale ?", 'Et sinon, quelle serait votre soirée idéale ?'),
  (v) => tv(v, "Qu'est-ce qui t'a donné envie de t'inscrire ici ?", "Qu'est-ce qui vous a donné envie de vous inscrire ici ?"),
  (v) => tv(v, 'Tu as des projets pour les prochaines vacances ?', 'Vous avez des projets pour les prochaines vacances ?'),
];

export const SIGN_OFFS: readonly ((v: Voice, evening: boolean) => string)[] = [
  (v, evening) =>
    tv(
      v,
      `Je dois filer, mais j'ai passé un très bon moment à discuter avec toi. ${evening ? 'Belle soirée' : 'Belle journée'} !`,
      `Je dois vous laisser, mais j'ai beaucoup aimé échanger avec vous. ${evening ? 'Belle soirée' : 'Belle journée'} !`,
    ),
  (v) => tv(v, "Bon, je vais devoir te laisser… À très vite, j'espère !", 'Je vais devoir y aller… Au plaisir de vous lire bientôt !'),
  (v) => tv(v, "Je file, mais ça m'a fait très plaisir d'échanger avec toi. À bientôt !", 'Je dois y aller, mais ce fut un vrai plaisir. À bientôt !'),
];

/** The demo member booked a call and says so: the French date and time of the slot. */
export const CALL_PROPOSALS: readonly ((v: Voice, date: string, time: string) => string)[] = [
  (v, date, time) =>
    tv(
      v,
      `Et si on continuait de vive voix ? Je nous ai réservé un appel vidéo le ${date} à ${time}, tu le retrouveras dans ton agenda. Si le créneau ne te va pas, dis-le-moi et on en trouvera un autre !`,
      `Et si nous continuions de vive voix ? Je nous ai réservé un appel vidéo le ${date} à ${time}, vous le retrouverez dans votre agenda. Si le créneau ne vous convient pas, dites-le-moi et nous en trouverons un autre.`,
    ),
  (v, date, time) =>
    tv(
      v,
      `J'ai l'impression qu'on aurait plein de choses à se dire en vrai : je nous ai calé un appel vidéo le ${date} à ${time}, c'est dans ton agenda. Ça te va ?`,
      `J'ai le sentiment que nous aurions beaucoup à nous dire de vive voix : j'ai réservé un appel vidéo le ${date} à ${time}, il est dans votre agenda. Cela vous convient-il ?`,
    ),
];

/** A call is already planned between them. */
export const CALL_REMINDERS: readonly ((v: Voice, date: string, time: string) => string)[] = [
  (v, date, time) => tv(v, `Vivement notre appel vidéo le ${date} à ${time} !`, `J'ai hâte d'être à notre appel vidéo du ${date} à ${time}.`),
  (v, date, time) => tv(v, `On en reparle à notre appel du ${date} à ${time} !`, `Nous en reparlerons lors de notre appel du ${date} à ${time}.`),
];
