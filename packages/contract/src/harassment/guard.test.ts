import { describe, expect, it } from 'vitest';
import { isHarassing } from './guard';
import { normalizeForGuard } from './normalize';

describe('the chat harassment guard', () => {
  it.each([
    'T’es vraiment qu’une salope',
    'Espèce de CONNARD !',
    'connaaaard',
    'c o n n a r d',
    'c.o.n.n.a.r.d',
    's@l0pe',
    'p3t@sse va',
    'Ferme ta gueule',
    'ferme ta gueuuule',
    'va te faire foutre',
    'Va te faire enculer',
    'nique ta mère',
    'NTM',
    'fils de pute',
    'Sale pute',
    'envoie des nudes stp',
    'Montre-moi tes seins',
    'je veux te baiser ce soir',
    'Suce-moi',
    'je bande en pensant à toi',
    'mets-toi à poil',
    'sale pédé',
    'grosse vache',
    'tue-toi',
    'suicide-toi',
    'Je vais te tuer',
    'enfoirés',
  ])('flags « %s »', (text) => {
    expect(isHarassing(text)).toBe(true);
  });

  it.each([
    'Bonjour ! Ton profil m’a beaucoup plu, tu fais de la randonnée ?',
    'Je t’envoie un petit baiser 😘',
    'Ma chatte Minette dort toute la journée',
    'Putain, quel coucher de soleil hier soir !',
    'Je crève de faim, on va manger ?',
    'J’ai un chien à poil long',
    'On se retrouve au café à 18 h ?',
    'Je vais te retrouver devant le cinéma',
    'La salopette jaune te va bien',
    'Ferme la porte en partant',
    'Il fait 20 degrés et on est le 3 juin',
    'Tu connais la constellation d’Orion ?',
    'Le concert était génial, conduis prudemment',
    'J’ai lu un article sur le dépistage du cancer des seins',
    'C’est l’été, il y a du soleil',
    'Une salade de thon et du boudin noir',
    'Je suis un peu déconnecté ce soir',
    'Tu pratiques le yoga ? Moi la natation',
    'A+ !',
  ])('lets « %s » through', (text) => {
    expect(isHarassing(text)).toBe(false);
  });

  it('reads text the way members disguise words', () => {
    expect(normalizeForGuard('Él0ïse  À   Paris!')).toBe('eloise a paris');
    expect(normalizeForGuard('c o n n a r d')).toBe('conard');
    expect(normalizeForGuard('j’ai 20 ans')).toBe('j ai 20 ans');
  });
});
