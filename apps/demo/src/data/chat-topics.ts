import type { AnswerValue } from '@lien/contract/rules';
import { other, tv, type Voice } from './chat-lines';

/**
 * What a demo member picks up from the questionnaire of the member they talk with: one line per
 * question, from the member's answer (and sometimes their own), or null when the answer gives nothing
 * to say (a slider left in the middle).
 */
export type AnswerTopic = (v: Voice, theirs: AnswerValue, mine: AnswerValue | undefined) => string | null;

const low = (value: AnswerValue | undefined) => typeof value === 'number' && value <= 35;
const high = (value: AnswerValue | undefined) => typeof value === 'number' && value >= 65;
const chosen = (value: AnswerValue | undefined): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((x) => typeof x === 'string') : [];

const FIRST_GLANCE: Readonly<Record<string, string>> = {
  'Son regard': 'le regard',
  'Son sourire': 'le sourire',
  'Son humour': "l'humour",
  'Son intelligence': "l'intelligence",
  'Son assurance': "l'assurance",
  'Sa gentillesse': 'la gentillesse',
  'Son style': 'le style',
};

const PLACES: Readonly<Record<string, (v: Voice) => string>> = {
  "Au cœur d'une grande ville": () => "au cœur d'une grande ville",
  "En périphérie d'une ville, avec un jardin": () => "en périphérie d'une ville, avec un jardin",
  'Dans une ville moyenne': () => 'dans une ville moyenne',
  'À la campagne': () => 'à la campagne',
  "À l'étranger": () => "à l'étranger",
  'Là où la vie nous mènera': (v) => tv(v, 'là où la vie te mènera', 'là où la vie vous mènera'),
};

const WEEKENDS: Readonly<Record<string, (v: Voice) => string>> = {
  'Entre amis': () => 'entre amis',
  'En famille': () => 'en famille',
  'Au grand air': () => 'au grand air',
  'À la maison, tranquillement': () => 'à la maison, tranquillement',
  'À découvrir de nouveaux endroits': () => 'à découvrir de nouveaux endroits',
  'À pratiquer mon sport ou ma passion': (v) =>
    tv(v, 'à pratiquer ton sport ou ta passion', 'à pratiquer votre sport ou votre passion'),
  'À donner de mon temps à une association': (v) =>
    tv(v, 'à donner de ton temps à une association', 'à donner de votre temps à une association'),
};

/** Keyed by the contract's question ids; the order is the order of preference when several fit. */
export const ANSWER_TOPICS: Readonly<Record<string, AnswerTopic>> = {
  'rythme-journee': (v, theirs, mine) => {
    if (low(theirs))
      return tv(
        v,
        `D'après tes réponses, tu es plutôt du matin. ${low(mine) ? 'Moi aussi : rien ne vaut un café au lever du soleil.' : "Moi, je suis plutôt du soir… Il faudra trouver un terrain d'entente !"}`,
        `D'après vos réponses, vous êtes plutôt du matin. ${low(mine) ? 'Moi aussi : rien ne vaut un café au lever du soleil.' : "Je suis plutôt du soir, pour ma part… Il faudra trouver un terrain d'entente !"}`,
      );
    if (high(theirs))
      return tv(
        v,
        `D'après tes réponses, tu es plutôt couche-tard. ${high(mine) ? 'Pareil pour moi, mes meilleures idées arrivent après minuit.' : 'Moi, je suis du matin… On se croisera au petit-déjeuner !'}`,
        `D'après vos réponses, vous êtes plutôt couche-tard. ${high(mine) ? 'Moi aussi, mes meilleures idées arrivent après minuit.' : 'Je suis du matin, pour ma part… Nous nous croiserons au petit-déjeuner !'}`,
      );
    return null;
  },
  'premier-regard': (v, theirs) => {
    const noun = FIRST_GLANCE[chosen(theirs)[0] ?? ''];
    if (!noun) return null;
    return tv(
      v,
      `Tu as répondu que c'est d'abord ${noun} qui attire ton attention chez quelqu'un. Et chez moi, qu'est-ce que tu as remarqué en premier ?`,
      `Vous avez répondu que c'est d'abord ${noun} qui attire votre attention chez quelqu'un. Et chez moi, qu'avez-vous remarqué en premier ?`,
    );
  },
  'lieu-de-vie': (v, theirs) => {
    const place = PLACES[chosen(theirs)[0] ?? ''];
    if (!place) return null;
    return tv(
      v,
      `Dans dix ans, tu te vois ${place(v)}, d'après ton questionnaire. C'est un vrai projet ou plutôt un rêve ?`,
      `Dans dix ans, vous vous voyez ${place(v)}, d'après votre questionnaire. C'est un vrai projet ou plutôt un rêve ?`,
    );
  },
  'animaux-foyer': (v, theirs) => {
    const animals = chosen(theirs);
    const animal = animals.includes('Un chien') ? 'un chien' : animals.includes('Un chat') ? 'un chat' : null;
    if (animal)
      return tv(
        v,
        `J'ai vu dans tes réponses que tu pourrais vivre avec ${animal}. Tu en as déjà un ?`,
        `J'ai vu dans vos réponses que vous pourriez vivre avec ${animal}. Vous en avez déjà un ?`,
      );
    if (animals.some((answer) => answer.startsWith('Aucun')))
      return tv(
        v,
        "Tu préfères une maison sans animaux, d'après tes réponses : même pas un petit poisson rouge ?",
        "Vous préférez une maison sans animaux, d'après vos réponses : même pas un petit poisson rouge ?",
      );
    return null;
  },
  'week-ends': (v, theirs) => {
    const weekend = WEEKENDS[chosen(theirs)[0] ?? ''];
    if (!weekend) return null;
    return tv(
      v,
      `Tu aimes passer tes week-ends ${weekend(v)} : tu as prévu quoi pour le prochain ?`,
      `Vous aimez passer vos week-ends ${weekend(v)} : qu'avez-vous prévu pour le prochain ?`,
    );
  },
  'coup-de-foudre': (v, theirs) => {
    if (low(theirs))
      return tv(
        v,
        "Tu crois au coup de foudre, d'après tes réponses. Ça t'est déjà arrivé ?",
        "Vous croyez au coup de foudre, d'après vos réponses. Cela vous est-il déjà arrivé ?",
      );
    if (high(theirs))
      return tv(
        v,
        "Tu crois plutôt à l'amour qui se construit, d'après tes réponses. Je suis assez d'accord : les plus belles histoires prennent leur temps.",
        "Vous croyez plutôt à l'amour qui se construit, d'après vos réponses. Je suis assez d'accord : les plus belles histoires prennent leur temps.",
      );
    return null;
  },
  'recharger-batteries': (v, theirs) => {
    if (low(theirs))
      return tv(
        v,
        'Après une semaine chargée, tu préfères une soirée au calme chez toi : plutôt film, livre ou bon petit plat ?',
        'Après une semaine chargée, vous préférez une soirée au calme chez vous : plutôt film, livre ou bon petit plat ?',
      );
    if (high(theirs))
      return tv(
        v,
        `Pour recharger tes batteries, tu préfères être ${other(v, 'entouré', 'entourée')} de monde : tu sors souvent ?`,
        `Pour recharger vos batteries, vous préférez être ${other(v, 'entouré', 'entourée')} de monde : vous sortez souvent ?`,
      );
    return null;
  },
};

/** The member lives in the demo member's town, or near it. */
export function townLine(v: Voice, theirTown: string, myTown: string): string {
  if (theirTown === myTown) {
    const neighbours = v.selfFeminine && v.otherFeminine ? 'voisines' : 'voisins';
    return tv(
      v,
      `Tu es à ${theirTown} aussi ? On est presque ${neighbours}, alors ! Tu as un quartier préféré ?`,
      `Vous êtes à ${theirTown}, vous aussi ? Nous sommes presque ${neighbours}, alors. Vous avez un quartier préféré ?`,
    );
  }
  return tv(
    v,
    `Tu es à ${theirTown}, c'est ça ? Moi, je suis à ${myTown}, pas très loin. Qu'est-ce que tu préfères là-bas ?`,
    `Vous êtes à ${theirTown}, si j'ai bien lu ? J'habite à ${myTown}, pas très loin. Qu'est-ce que vous aimez le plus là-bas ?`,
  );
}

export function sharedInterestLine(v: Voice, interest: string, question: string): string {
  return tv(
    v,
    `J'ai vu qu'on avait « ${interest} » en commun, ça m'a tout de suite parlé : ${question}`,
    `J'ai vu que nous avions « ${interest} » en commun, cela m'a tout de suite parlé : ${question}`,
  );
}

export function interestLine(v: Voice, interest: string, question: string): string {
  return tv(
    v,
    `Tu as mis « ${interest} » dans tes centres d'intérêt : ${question}`,
    `Vous avez mis « ${interest} » dans vos centres d'intérêt : ${question}`,
  );
}

export function jobLine(v: Voice, job: string): string {
  return tv(
    v,
    `Alors comme ça, tu es ${job} ? Qu'est-ce qui te plaît le plus dans ton métier ?`,
    `Vous êtes ${job}, si j'ai bien lu ? Qu'est-ce qui vous plaît le plus dans votre métier ?`,
  );
}

/** What the demo member says of their own work. */
export function myJobLine(job: string, town: string): string {
  return `Je suis ${job} à ${town}, et j'aime beaucoup ce que je fais.`;
}
