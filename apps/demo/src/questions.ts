/*
 * What the member asked a demo member about, so that the answer answers it: « Tu fais quoi ce
 * week-end ? » is about the week-end, not the job (issue #24). Read on the text lower-cased, without
 * accents, with one kind of apostrophe, so that « Ta ville ? », « ta ville » and « TA VILLE ?! » are
 * the same question. Scripted, no outside service: when no topic is recognised, the caller keeps its
 * general answer.
 */

/** The subjects a demo member can answer from their own profile. */
export const QUESTION_TOPICS = [
  'weekend',
  'lookingFor',
  'children',
  'pets',
  'music',
  'films',
  'books',
  'sport',
  'travel',
  'cooking',
  'town',
  'work',
] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

/** Lower case, no accents (« é » is « e »), typographic apostrophes as ASCII ones, spaces collapsed. */
export function normalised(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ');
}

/*
 * Each topic's words, on normalised text, in QUESTION_TOPICS order: the first that matches wins, so
 * that the week-end comes before « fais quoi » (work) and « tu cherches quoi ici » before the rest.
 */
const TOPIC_WORDS: Readonly<Record<QuestionTopic, RegExp>> = {
  weekend: /\bweek[- ]?ends?\b|\bwe\b|\bsamedi\b|\bdimanche\b|\bce soir\b|\bdemain soir\b/,
  lookingFor:
    /\b(?:re)?cherche[sz]? quoi\b|\bque (?:re)?cherche[sz]?\b|\b(?:tu|vous) (?:re)?cherche[sz]? (?:ici|sur|a travers|une|un|quelque)|qu'est-ce que (?:tu|vous) (?:re)?cherche|\bquel (?:genre|type) de relation|\btype de relation\b|\bhistoire serieuse\b|\bcherche[sz]?-(?:tu|vous)\b|\bque (?:re)?cherchez-vous\b|\bqu'attend(?:s|ez)[- ](?:tu|vous)\b/,
  children: /\benfants?\b|\bgamins?\b|\bgosses?\b|\bfils\b|\bfille\b/,
  pets: /\banimaux\b|\banimal\b|\bchiens?\b|\bchats?\b|\bchienne\b|\bchatte\b/,
  music:
    /\bmusiques?\b|\becoute[sz]?\b|\bchanteu(?:r|se)s?\b|\bconcerts?\b|\bplaylist\b|\bjazz\b|\brock\b|\brap\b|\belectro\b|\bmetal\b|\breggae\b/,
  films: /\bfilms?\b|\bcinema\b|\bseries?\b|\bnetflix\b/,
  books: /\blivres?\b|\blis\b|\blisez\b|\blire\b|\blecture\b|\bbouquins?\b|\bromans?\b/,
  sport:
    /\bsports?\b|\bsporti(?:f|ve)\b|\bcourir\b|\bfoot(?:ball)?\b|\btennis\b|\bmuscu\b|\byoga\b|\bvelo\b|\bnatation\b/,
  travel: /\bvoyag\w*|\bvacances\b|\bdestinations?\b|\bpays\b/,
  cooking:
    /\bcuisin\w*|\brecettes?\b|\bplat prefere\b|\bmanger\b|\brestos?\b|\brestaurants?\b|\bgastronomie\b/,
  town: /\bhabite[sz]?\b|\bquelle ville\b|\bta ville\b|\bvotre ville\b|\bquartier\b|\bd'ou (?:tu|vous|es|etes)\b|\bviens d'ou\b|\bvenez d'ou\b|\bvi[st] ou\b|\bvivez ou\b|\bvis-tu\b|\bvivez-vous\b/,
  work: /\bfai[st] quoi\b|\bfaites quoi\b|\bque fai(?:s|tes)[- ](?:tu|vous)\b|\bmetier\b|\btravail\w*|\bboulot\b|\bbosse[sz]?\b|\bprofession\w*|\bjob\b|\btaf\b|\bdans la vie\b/,
};

/** Words that make a sentence a question even without its « ? » (« tu fais quoi ce week-end »). */
const ASKING =
  /^(?:et )?(?:tu|vous|t'|qu|quel|quelle|quels|quelles|que|quoi|ou|comment|pourquoi|est-ce|est ce|as-tu|avez-vous|es-tu|etes-vous|aimes-tu|aimez-vous|fais-tu|faites-vous)\b|\b(?:quoi|ou)$/;

/** « Et toi ? », « et vous ? »: the member asks back what they just told. */
const ASKING_BACK = /\bet (?:toi|vous)\b/;

/**
 * The sentences of a message that ask something: those ending in « ? », and those that read as a
 * question without it. « J'adore le jazz, et toi ? » is a question as a whole.
 */
function questions(text: string): string[] {
  const sentences = normalised(text)
    .split(/(?<=[?!.…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  return sentences.filter((sentence) => {
    const bare = sentence.replace(/[\s?!.…]+$/, '');
    return sentence.includes('?') || ASKING.test(bare);
  });
}

/**
 * The topic the member asked about in these words, or null when no question was recognised. A
 * question back (« et toi ? ») is about what the member said along with it (« J'adore cuisiner, et
 * toi ? » is about cooking), so the whole message is read then.
 */
export function questionTopic(text: string): QuestionTopic | null {
  const asked = questions(text);
  if (asked.length === 0) return null;
  const read = asked.some((sentence) => ASKING_BACK.test(sentence)) ? [normalised(text)] : asked;
  for (const topic of QUESTION_TOPICS) {
    if (read.some((sentence) => TOPIC_WORDS[topic].test(sentence))) return topic;
  }
  return null;
}
