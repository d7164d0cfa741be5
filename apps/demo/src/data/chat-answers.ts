import { type AnswerValue, INTERESTS, questionById } from '@lien/contract/rules';
import type { Persona } from '../conversation';
import type { QuestionTopic } from '../questions';
import { lowerFirst, self, type Voice } from './chat-lines';

/*
 * A demo member's answer to a question on a topic (questions.ts), in the first person, from what
 * their own profile holds: their questionnaire answers, interests, town and job. Each answer is whole
 * without them: a member without interests in music still answers about music. French punctuation
 * with non-breaking spaces before « : », « ? » and « ! », inside « ».
 */

const NBSP = '\u00a0';

const chosen = (value: AnswerValue | undefined): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((x) => typeof x === 'string') : [];

/** The demo member's answer to a question of the contract's questionnaire, by id. */
function answerTo(demo: Persona, id: string): string[] {
  const text = questionById(id)?.text;
  return text ? chosen(demo.answers[text]) : [];
}

const list = (items: readonly string[]) =>
  new Intl.ListFormat('fr-FR', { type: 'conjunction' }).format(items.map((item) => `«${NBSP}${item}${NBSP}»`));

/** How the demo member likes to spend a week-end, as the end of « Ce week-end, … ». */
const WEEKENDS: Readonly<Record<string, string>> = {
  'Entre amis': 'je vois des amis, comme souvent',
  'En famille': 'je le passe en famille',
  'En amoureux': "j'aimerais le passer à deux… mais pour l'instant, c'est encore à écrire",
  'Au grand air': "je pars prendre l'air, une balade ou une randonnée si le temps le permet",
  'À la maison, tranquillement': 'je reste tranquillement à la maison, et ça me va très bien',
  'À découvrir de nouveaux endroits': 'je compte découvrir un endroit où je ne suis jamais allé',
  'À pratiquer mon sport ou ma passion': 'je le consacre à ma passion, comme presque tous les week-ends',
  'À donner de mon temps à une association': 'je donne un coup de main à une association, comme souvent',
};

const CHILDREN: Readonly<Record<string, string>> = {
  "Non, je n'en ai pas": "Je n'ai pas d'enfants.",
  'Oui, ils vivent avec moi': "Oui, j'ai des enfants, et ils vivent avec moi.",
  'Oui, en garde alternée': "Oui, j'ai des enfants, en garde alternée.",
  'Oui, ils vivent surtout chez leur autre parent': "Oui, j'ai des enfants ; ils vivent surtout chez leur autre parent.",
  'Oui, ils sont grands et ont pris leur envol': "Oui, j'ai des enfants, ils sont grands et ont pris leur envol.",
};

const WISH: Readonly<Record<string, string>> = {
  "Oui, c'est un projet important pour moi": "Et j'en voudrais : c'est un projet important pour moi.",
  "Oui, mais ce n'est pas une priorité": "J'en voudrais bien, mais ce n'est pas une priorité.",
  'Je ne sais pas encore': 'Pour la suite, je ne sais pas encore.',
  'Non, je ne le souhaite pas': "Et je n'en souhaite pas d'autres… ou pas du tout, pour être honnête.",
};

/** Per topic with a catalogue side: the categories whose interests answer it, and what to say without any. */
const INTEREST_TOPICS: Partial<
  Record<QuestionTopic, { categories: readonly string[]; lead: string; none: (v: Voice) => string }>
> = {
  music: {
    categories: ['Musique'],
    lead: 'Côté musique',
    none: () => "Côté musique, j'écoute un peu de tout, surtout ce qui passe à la radio.",
  },
  films: {
    categories: ['Cinéma et séries'],
    lead: 'Côté films et séries',
    none: () => 'Je regarde un film de temps en temps, sans être très cinéphile.',
  },
  books: {
    categories: ['Lecture'],
    lead: 'Côté lecture',
    none: () => 'Je lis moins que je le voudrais, pour être honnête.',
  },
  sport: {
    categories: ['Sport', 'Nature et plein air'],
    lead: 'Côté sport',
    none: (v) => `Je ne suis pas ${self(v, 'très sportif', 'très sportive')}, mais j'aime marcher.`,
  },
  travel: {
    categories: ['Voyages'],
    lead: 'Côté voyages',
    none: () => "Je ne voyage pas autant que je l'aimerais, mais j'ai quelques envies de départ.",
  },
  cooking: {
    categories: ['Gastronomie'],
    lead: 'Côté cuisine',
    none: () => "Je cuisine simplement, mais avec plaisir, et j'adore qu'on me fasse découvrir des plats.",
  },
};

function interestsAnswer(v: Voice, demo: Persona, topic: QuestionTopic): string | null {
  const spec = INTEREST_TOPICS[topic];
  if (!spec) return null;
  const mine = demo.interests.filter((interest) =>
    spec.categories.some((category) => INTERESTS[category]?.includes(interest)),
  );
  if (mine.length === 0) return spec.none(v);
  return `${spec.lead}, ce qui me parle le plus, c'est ${list(mine.slice(0, 2))}.`;
}

/** The demo member's answer to a question on `topic`, in the first person, from their profile. */
export function topicAnswer(v: Voice, demo: Persona, topic: QuestionTopic): string {
  switch (topic) {
    case 'weekend': {
      const way = answerTo(demo, 'week-ends')
        .map((answer) => WEEKENDS[answer])
        .find(Boolean);
      if (!way) return `Ce week-end${NBSP}? Rien de prévu pour l'instant, je me laisse porter.`;
      const agreed = way.replace('jamais allé', `jamais ${self(v, 'allé', 'allée')}`);
      return `Ce week-end${NBSP}? ${agreed.charAt(0).toUpperCase()}${agreed.slice(1)}.`;
    }
    case 'lookingFor': {
      const pillar = answerTo(demo, 'piliers-relation')[0];
      const base = "Je cherche une vraie histoire, quelqu'un avec qui construire quelque chose.";
      return pillar ? `${base} Pour moi, ${lowerFirst(pillar)} passe avant tout.` : base;
    }
    case 'children': {
      const now = CHILDREN[answerTo(demo, 'enfants-actuels')[0] ?? ''];
      const wish = WISH[answerTo(demo, 'projet-enfants')[0] ?? ''];
      return [now ?? 'Côté enfants, je préfère en parler de vive voix.', wish].filter(Boolean).join(' ');
    }
    case 'pets': {
      const animals = answerTo(demo, 'animaux-foyer');
      if (animals.some((answer) => answer.startsWith('Aucun')))
        return "Je préfère une maison sans animaux, pour être honnête. J'espère que ce n'est pas rédhibitoire…";
      if (animals.length > 0)
        return `Je pourrais partager mon foyer avec ${new Intl.ListFormat('fr-FR', { type: 'disjunction' }).format(
          animals.slice(0, 2).map(lowerFirst),
        )}, j'adore les animaux.`;
      return "J'aime bien les animaux, sans en avoir pour l'instant.";
    }
    case 'town':
      return `J'habite à ${demo.town}, et je m'y plais beaucoup.`;
    case 'work':
      return demo.job
        ? `Je suis ${lowerFirst(demo.job)} à ${demo.town}, et j'aime beaucoup ce que je fais.`
        : "Côté travail, je suis entre deux chapitres en ce moment… J'en dirai plus de vive voix.";
    default:
      return interestsAnswer(v, demo, topic) ?? `J'habite à ${demo.town}, et je m'y plais beaucoup.`;
  }
}
