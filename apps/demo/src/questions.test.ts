import { describe, expect, it } from 'vitest';
import { type QuestionTopic, questionTopic } from './questions';

const cases: Record<QuestionTopic, string[]> = {
  weekend: [
    'Tu fais quoi ce week-end ?',
    'tu fais quoi ce weekend',
    'TU FAIS QUOI CE WEEK END ?!',
    'Des projets pour le week-end ?',
    'Vous faites quoi ce week-end ?',
    'Et sinon, samedi tu fais quoi ?',
    'Qu’est-ce que tu fais ce soir ?',
  ],
  lookingFor: [
    'Tu cherches quoi ici ?',
    'tu recherches quoi sur lien',
    "Qu'est-ce que tu cherches ?",
    'Que cherchez-vous sur ce site ?',
    'Tu cherches une histoire sérieuse ?',
    'Quel genre de relation tu cherches ?',
  ],
  children: ['Tu as des enfants ?', 'Vous avez des enfants ?', 'tu veux des enfants', 'Des gamins ?'],
  pets: ['Tu as un chien ?', 'Tu aimes les animaux ?', 'Plutôt chat ou chien ?', 'vous avez des animaux'],
  music: [
    'Tu écoutes quoi comme musique ?',
    'tu ecoutes quoi en ce moment',
    'Quel genre de musique ?',
    'Ton chanteur préféré ?',
  ],
  films: ['Un film à me conseiller ?', 'Tu regardes quelles séries ?', 'Tu aimes le cinéma ?'],
  books: ['Tu lis quoi en ce moment ?', 'Un livre préféré ?', 'Vous aimez la lecture ?'],
  sport: [
    'Tu fais du sport ?',
    'Tu es sportive ?',
    'Vous faites du sport ?',
    'Tu cours souvent ? Quel sport ?',
  ],
  travel: ['Tu voyages beaucoup ?', 'Ton plus beau voyage ?', 'Des vacances prévues ?', 'VOUS VOYAGEZ ?'],
  cooking: ['Tu cuisines ?', 'Tu aimes cuisiner ?', 'Ton plat préféré ?', 'Un bon resto à Lyon ?'],
  town: [
    'Tu habites où ?',
    "T'habites où exactement ?",
    'Tu viens d’où ?',
    'Quel quartier ?',
    'Vous vivez où ?',
  ],
  work: [
    'Tu fais quoi dans la vie ?',
    'tu fais quoi comme métier',
    'Et ton travail, ça te plaît ?',
    'Vous faites quoi dans la vie ?',
    'Tu bosses dans quoi ?',
    'Que fais-tu dans la vie ?',
  ],
};

describe('the topic of a question to a demo member', () => {
  for (const [topic, phrasings] of Object.entries(cases)) {
    it(`recognises ${topic}, with or without accents, capitals and « ? »`, () => {
      for (const phrasing of phrasings) expect(questionTopic(phrasing), phrasing).toBe(topic);
    });
  }

  it('reads a question back, « et toi ? », as about what the member just told', () => {
    expect(questionTopic("J'adore le jazz, et toi ?")).toBe('music');
    expect(questionTopic('Moi je travaille à l’hôpital. Et vous ?')).toBe('work');
    expect(questionTopic('Moi ce week-end je vais à la mer. Et toi ?')).toBe('weekend');
    expect(questionTopic('J’ai deux chats… et toi ?')).toBe('pets');
  });

  it('answers the question, not what is said around it', () => {
    // The job is told, the question is about the week-end.
    expect(questionTopic('Je suis prof de musique. Tu fais quoi ce week-end ?')).toBe('weekend');
    expect(questionTopic('Mon week-end était calme. Tu fais quoi dans la vie ?')).toBe('work');
  });

  it('recognises nothing in statements or in questions it cannot place', () => {
    for (const text of [
      'Bonjour !',
      "J'adore le jazz.",
      'Ça va ?',
      'Et toi ?',
      'Haha, trop drôle',
      'Je travaille à Lyon.',
      "Qu'est-ce qui te fait rire ?",
    ]) {
      expect(questionTopic(text), text).toBeNull();
    }
  });
});
