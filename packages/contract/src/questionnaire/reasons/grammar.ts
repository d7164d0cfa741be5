import { frenchSpaces } from '../../typography';

/*
 * The small grammar the phrasings are written in, so that one template reads right for every gender:
 *
 * - {tous}: « tous les deux », or « toutes les deux » when both are women;
 * - {m|f}: the masculine or the feminine form, after the gender of whoever the words speak of (the
 *   pair: feminine only when both are women); {e} is short for {|e};
 * - [word]: a word said of him or her (« est », « sa », « se »), turned into its « vous » form when the
 *   words speak to the viewer or to the pair (« êtes », « votre », « vous »). Gender first, then person,
 *   so « chez {[lui]|[elle]} » reads « chez vous » for the viewer;
 * - ^ in a difference's stance: what comes before it is left out of the viewer's half when both halves
 *   begin the same (« Il est plutôt du matin, vous plutôt du soir »).
 */

/** Whom a template speaks of: « vous » (the viewer, or the pair) or « il/elle », and the gender. */
export interface Voice {
  vous: boolean;
  feminine: boolean;
}

/** The « vous » form of each person-dependent word the phrasings use, written as said of him or her. */
const VOUS_FORMS: Readonly<Record<string, string>> = {
  a: 'avez',
  pèse: 'pesez',
  privilégie: 'privilégiez',
  pose: 'posez',
  porte: 'portez',
  exprime: 'exprimez',
  dit: 'dites',
  choisit: 'choisissez',
  accorde: 'accordez',
  accorderait: 'accorderiez',
  accommode: 'accommodez',
  aime: 'aimez',
  aimerait: 'aimeriez',
  aspire: 'aspirez',
  attend: 'attendez',
  aurait: 'auriez',
  cherche: 'cherchez',
  chercherait: 'chercheriez',
  compte: 'comptez',
  croit: 'croyez',
  célèbre: 'célébrez',
  désamorce: 'désamorcez',
  donne: 'donnez',
  elle: 'vous',
  envisage: 'envisagez',
  est: 'êtes',
  fait: 'faites',
  fume: 'fumez',
  imagine: 'imaginez',
  juge: 'jugez',
  la: 'vous',
  laisse: 'laissez',
  le: 'vous',
  lui: 'vous',
  met: 'mettez',
  mise: 'misez',
  "n'a": "n'avez",
  "n'est": "n'êtes",
  oscille: 'oscillez',
  parle: 'parlez',
  pense: 'pensez',
  place: 'placez',
  pourrait: 'pourriez',
  prend: 'prenez',
  prendrait: 'prendriez',
  préfère: 'préférez',
  préférerait: 'préféreriez',
  recharge: 'rechargez',
  remarque: 'remarquez',
  reste: 'restez',
  ressource: 'ressourcez',
  sa: 'votre',
  se: 'vous',
  sent: 'sentez',
  serait: 'seriez',
  ses: 'vos',
  situe: 'situez',
  son: 'votre',
  souhaite: 'souhaitez',
  souhaiterait: 'souhaiteriez',
  suit: 'suivez',
  suivrait: 'suivriez',
  "s'": 'vous ',
  "s'est": 'vous êtes',
  tient: 'tenez',
  trouve: 'trouvez',
  vit: 'vivez',
  voit: 'voyez',
  écoute: 'écoutez',
};

function vousForm(word: string): string {
  const form = VOUS_FORMS[word];
  if (form === undefined) throw new Error(`reasons: no « vous » form for [${word}]`);
  return form;
}

/** The template said in a voice; throws on a token the grammar does not know (a test renders them all). */
export function render(template: string, voice: Voice): string {
  const text = template
    .replace(/\{tous\}/g, voice.feminine ? 'toutes les deux' : 'tous les deux')
    .replace(/\{e\}/g, voice.feminine ? 'e' : '')
    .replace(/\{([^{}|]*)\|([^{}|]*)\}/g, (_, masculine: string, feminine: string) =>
      voice.feminine ? feminine : masculine,
    )
    .replace(/\[([^\]]+)\]/g, (_, word: string) => (voice.vous ? vousForm(word) : word));
  if (/[{}[\]^]/.test(text)) throw new Error(`reasons: a token left in « ${text} »`);
  return text;
}

/** « à le » → « au », « de les » → « des », « de évoluer » → « d'évoluer »: French contractions. */
function contract(preposition: string, words: string): string {
  if (preposition === 'à' && words.startsWith('le ')) return `au ${words.slice(3)}`;
  if (preposition === 'à' && words.startsWith('les ')) return `aux ${words.slice(4)}`;
  if (preposition === 'de' && words.startsWith('le ')) return `du ${words.slice(3)}`;
  if (preposition === 'de' && words.startsWith('les ')) return `des ${words.slice(4)}`;
  if (preposition === 'de' && /^[aeiouyéèêàâîôû]/i.test(words)) return `d'${words}`;
  return `${preposition} ${words}`;
}

/** The template with `{slot}` filled by `words`, contracting a « à » or « de » just before it. */
export function fill(template: string, slot: string, words: string): string {
  return template.replace(new RegExp(`(?:\\b(à|de) )?\\{${slot}\\}`), (_, preposition?: string) =>
    preposition ? contract(preposition, words) : words,
  );
}

/** « a », « a et b », « a, b et c ». */
export function joinWithEt(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  // « la surprise et la nouveauté et la complicité » reads badly: an item with its own « et » takes « ainsi que ».
  const last = items.some((item) => item.includes(' et ')) ? 'ainsi que' : 'et';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** French typography on a finished sentence: no-break spaces (typography.ts) and the ’ apostrophe. */
export function finish(sentence: string): string {
  return frenchSpaces(sentence).replace(/'/g, '’');
}

/** Split a stance at its ^: the words the viewer's half may leave out, and the rest. */
export function splitStance(stance: string): [string, string] {
  const at = stance.indexOf('^');
  return at < 0 ? ['', stance] : [stance.slice(0, at), stance.slice(at + 1)];
}

/** The kind endings of a difference; which one a sentence gets is fixed by its inputs. */
export const DIFFERENCE_ENDINGS = [
  'à en parler ?',
  'de quoi échanger ?',
  'un sujet à aborder ensemble ?',
  'de quoi faire connaissance ?',
] as const;

/** FNV-1a over the text: the same inputs always choose the same ending. */
export function endingFor(seed: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return DIFFERENCE_ENDINGS[(hash >>> 0) % DIFFERENCE_ENDINGS.length] as string;
}
