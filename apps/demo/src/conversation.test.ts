import { generateAnswers, questionById } from '@lien/contract/rules';
import { describe, expect, it } from 'vitest';
import { asksForCall, composeReply, type Persona, proposesCall, type ReplyInput } from './conversation';
import { seededRandom } from './random';

const rhythm = questionById('rythme-journee')?.text ?? '';
const camille: Persona = {
  firstName: 'Camille',
  feminine: true,
  age: 31,
  town: 'Lyon',
  job: 'Infirmière',
  interests: ['Escalade', 'Romans'],
  answers: { ...generateAnswers(seededRandom(1)), [rhythm]: 90 },
};
const julien: Persona = {
  firstName: 'Julien',
  feminine: false,
  age: 33,
  town: 'Villeurbanne',
  job: 'Luthier',
  interests: ['Voile et sports nautiques'],
  answers: { ...generateAnswers(seededRandom(2)), [rhythm]: 10 },
};

/** The words of a text, accented letters included (a regular expression's word boundary knows only ASCII). */
const words = (text: string) => new Set(text.split(/[^\p{L}]+/u));
const says = (text: string, ...forms: string[]) => forms.some((form) => words(text).has(form));

const input = (overrides: Partial<ReplyInput> = {}): ReplyInput => ({
  demo: camille,
  member: julien,
  incoming: ['Bonjour !'],
  turn: 0,
  repliesMax: 4,
  call: null,
  hour: 20,
  seed: 42,
  ...overrides,
});

describe('a demo member’s answer', () => {
  it('greets the member by name and picks up something of their profile first', () => {
    for (let seed = 0; seed < 20; seed++) {
      const reply = composeReply(input({ seed }));
      expect(reply).toContain('Julien');
      expect(reply).toMatch(/Villeurbanne|luthier|« Voile et sports nautiques »/);
      expect(says(reply, 'tu', 'ton', 'tes', 'toi')).toBe(true);
    }
  });

  it('says « vous » from fifty on, and agrees with both genders', () => {
    const formal = composeReply(input({ demo: { ...camille, age: 56 }, seed: 3 }));
    expect(says(formal, 'vous', 'votre', 'vos')).toBe(true);
    expect(says(formal, 'tu', 'ton', 'tes', 'toi')).toBe(false);
    const glad = Array.from({ length: 30 }, (_, seed) => composeReply(input({ seed }))).join(' ');
    expect(says(glad, 'Content', 'Ravi')).toBe(false);
    const his = Array.from({ length: 30 }, (_, seed) =>
      composeReply(input({ seed, demo: { ...julien, town: 'Lyon' }, member: camille })),
    ).join(' ');
    expect(says(his, 'Contente', 'Ravie')).toBe(false);
    expect(says(glad, 'Contente', 'Ravie') && says(his, 'Content', 'Ravi')).toBe(true);
  });

  it('brings up a questionnaire answer later, comparing it with their own', () => {
    const replies = [1, 2, 3, 4, 5, 6, 7].map((turn) =>
      composeReply(input({ turn, repliesMax: 9, incoming: ["D'accord"] })),
    );
    expect(replies.join(' ')).toContain(
      "D'après tes réponses, tu es plutôt du matin. Moi, je suis plutôt du soir",
    );
  });

  it('answers a question about work with their work, and how they are when asked', () => {
    expect(composeReply(input({ turn: 1, incoming: ['Et toi, tu fais quoi dans la vie ?'] }))).toContain(
      'Je suis infirmière à Lyon',
    );
    expect(composeReply(input({ turn: 1, incoming: ['Ça va ?'] }))).toMatch(/Ça va très bien|Super bien/);
  });

  it('answers the question asked from their own profile, not with their job', () => {
    const weekends = questionById('week-ends')?.text ?? '';
    const children = questionById('enfants-actuels')?.text ?? '';
    const pets = questionById('animaux-foyer')?.text ?? '';
    const demo: Persona = {
      ...camille,
      interests: ['Escalade', 'Jazz', 'Romans'],
      answers: {
        ...camille.answers,
        [weekends]: ['Au grand air'],
        [children]: "Non, je n'en ai pas",
        [pets]: ['Un chat'],
      },
    };
    const reply = (question: string, turn = 1) => composeReply(input({ demo, turn, incoming: [question] }));
    for (const question of [
      'Tu fais quoi ce week-end ?',
      'tu fais quoi ce weekend',
      'TU FAIS QUOI CE WEEK-END',
    ]) {
      const answer = reply(question);
      expect(answer, question).toContain("Ce week-end\u00a0? Je pars prendre l'air");
      expect(answer, question).not.toContain('infirmière');
    }
    expect(reply('Tu écoutes quoi comme musique ?')).toContain(
      'Côté musique, ce qui me parle le plus, c’est'.replace('’', "'"),
    );
    expect(reply('Tu écoutes quoi comme musique ?')).toContain('«\u00a0Jazz\u00a0»');
    expect(reply('Tu lis quoi en ce moment ?')).toContain('«\u00a0Romans\u00a0»');
    expect(reply('Tu fais du sport ?')).toContain('«\u00a0Escalade\u00a0»');
    expect(reply('Tu voyages beaucoup ?')).toContain('Je ne voyage pas autant');
    expect(reply('Tu as des enfants ?')).toContain("Je n'ai pas d'enfants.");
    expect(reply('Et les animaux ?')).toContain('avec un chat');
    expect(reply('Tu habites où ?')).toContain("J'habite à Lyon");
    expect(reply('Tu cherches quoi ici ?')).toContain('Je cherche une vraie histoire');
    expect(reply("J'adore cuisiner, et toi ?")).toMatch(/Je cuisine simplement/);
    // The first answer too, after the greeting.
    expect(reply('Bonsoir ! Tu fais quoi ce week-end ?', 0)).toContain('Ce week-end\u00a0?');
    // A man answers in the masculine.
    const his = composeReply(
      input({
        demo: { ...julien, interests: [], answers: demo.answers },
        member: camille,
        turn: 1,
        incoming: ['Tu es sportif ?'],
      }),
    );
    expect(his).toContain('pas très sportif,');
  });

  it('keeps its general answer when no question is recognised', () => {
    const unknown = composeReply(input({ turn: 1, incoming: ["Qu'est-ce qui te fait rire ?"] }));
    expect(unknown).toMatch(/Pour répondre à ta question|Pour ma part|Moi \?/);
  });

  it('proposes the call just booked with its date and time, and recalls one already planned', () => {
    const proposed = composeReply(
      input({ turn: 2, call: { date: 'jeudi 26 novembre', time: '17 h', justBooked: true } }),
    );
    expect(proposed).toMatch(/appel vidéo le jeudi 26 novembre à 17 h/);
    const recalled = composeReply(
      input({
        turn: 1,
        incoming: ['On se fait une visio ?'],
        call: { date: 'jeudi 26 novembre', time: '17 h', justBooked: false },
      }),
    );
    expect(recalled).toContain('jeudi 26 novembre à 17 h');
  });

  it('says goodbye on the last answer', () => {
    const last = composeReply(input({ turn: 3, repliesMax: 4, incoming: ['Top'] }));
    expect(last).toMatch(/filer|te laisser|Je file/);
  });

  it('is the same for the same conversation and turn, and varies between conversations', () => {
    expect(composeReply(input({ seed: 7, turn: 1 }))).toBe(composeReply(input({ seed: 7, turn: 1 })));
    const firsts = new Set(Array.from({ length: 20 }, (_, seed) => composeReply(input({ seed }))));
    expect(firsts.size).toBeGreaterThan(5);
  });
});

describe('the video call', () => {
  it('is proposed when the member asks for one, never twice', () => {
    expect(asksForCall(['On pourrait s’appeler en visio ?'])).toBe(true);
    expect(asksForCall(['J’aime les crêpes'])).toBe(false);
    const asking = { ...input({ incoming: ['Un appel vidéo demain ?'], turn: 1 }) };
    expect(proposesCall(asking, false)).toBe(true);
    expect(proposesCall(asking, true)).toBe(false);
  });

  it('comes by itself before the last answer in some conversations only', () => {
    const proposing = Array.from({ length: 100 }, (_, seed) =>
      proposesCall(input({ seed, turn: 2, repliesMax: 4, incoming: ['Oui'] }), false),
    ).filter(Boolean).length;
    expect(proposing).toBeGreaterThan(30);
    expect(proposing).toBeLessThan(90);
    expect(proposesCall(input({ turn: 1, repliesMax: 4, incoming: ['Oui'] }), false)).toBe(false);
  });
});
