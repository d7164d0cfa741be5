import { interestsMessages as m, serverMessages } from './messages';
import { z } from './zod-fr';

/**
 * The interests catalogue (PRODUCT §3, served as /interests.json): a French category name mapped to its
 * subcategories. A member's selectedInterests is a flat list of subcategory names, so every name is
 * unique across the whole catalogue.
 */
export const INTERESTS: Readonly<Record<string, readonly string[]>> = {
  Sport: [
    'Course à pied',
    'Football',
    'Rugby',
    'Tennis',
    'Padel',
    'Natation',
    'Cyclisme',
    'Musculation et fitness',
    'Sports de combat',
    'Basket-ball',
    'Escalade',
    "Ski et sports d'hiver",
    'Voile et sports nautiques',
    'Golf',
    'Équitation',
  ],
  Culture: [
    'Musées et expositions',
    'Théâtre',
    'Opéra et ballet',
    'Patrimoine et monuments',
    'Histoire',
    'Philosophie',
    'Langues étrangères',
    'Conférences et débats',
    'Architecture',
    'Festivals',
    'Stand-up et humour',
  ],
  Musique: [
    'Concerts',
    'Rock',
    'Pop',
    'Rap et hip-hop',
    'Électro',
    'Jazz',
    'Musique classique',
    'Chanson française',
    'Soul et R&B',
    'Metal',
    'Reggae',
    "Jouer d'un instrument",
    'Chant et chorale',
  ],
  'Cinéma et séries': [
    "Cinéma d'auteur",
    "Films d'action",
    'Comédies',
    'Comédies romantiques',
    'Films de science-fiction',
    "Films d'horreur",
    'Documentaires',
    "Films d'animation",
    'Séries policières',
    'Séries dramatiques',
    'Grands classiques du cinéma',
    'Cinéma en salle',
  ],
  Lecture: [
    'Romans',
    'Polars et thrillers',
    'Bandes dessinées',
    'Mangas',
    'Poésie',
    'Essais',
    'Biographies',
    'Science-fiction et fantasy',
    'Littérature classique',
    "Livres d'histoire",
    'Clubs de lecture',
  ],
  Voyages: [
    'Road trips',
    'Week-ends en Europe',
    'Destinations lointaines',
    'Voyages sac à dos',
    'City trips',
    'Plages et farniente',
    'Camping et van aménagé',
    'Découverte des régions de France',
    'Voyages en train',
    'Croisières',
    'Treks et aventure',
  ],
  Gastronomie: [
    'Cuisine du quotidien',
    'Pâtisserie',
    'Vin et œnologie',
    'Bières artisanales',
    'Restaurants',
    'Cuisine du monde',
    'Cuisine végétarienne',
    'Marchés et produits locaux',
    'Fromages',
    'Brunchs',
    'Cocktails',
    'Café de spécialité',
  ],
  'Nature et plein air': [
    'Randonnée',
    'Bivouac',
    'Jardinage',
    'Permaculture',
    'Pêche',
    'Observation des oiseaux',
    'Cueillette et champignons',
    'Montagne',
    'Bord de mer',
    'Balades en forêt',
    'Kayak et canoë',
  ],
  'Arts et création': [
    'Dessin',
    'Peinture',
    'Photographie',
    'Écriture',
    'Sculpture et céramique',
    'Couture et tricot',
    'Bricolage et DIY',
    "Décoration d'intérieur",
    'Danse',
    'Théâtre amateur',
    'Street art',
    'Mode',
  ],
  'Sciences et technologie': [
    'Astronomie',
    'Informatique et programmation',
    'Jeux vidéo',
    'Intelligence artificielle',
    'Robotique',
    'Nouvelles technologies',
    'Vulgarisation scientifique',
    'Sciences de la vie',
    'Histoire des sciences',
    'Mécanique et automobile',
    'Échecs',
  ],
  'Engagement et solidarité': [
    'Bénévolat',
    "Protection de l'environnement",
    'Cause animale',
    'Aide aux personnes âgées',
    'Soutien scolaire',
    'Vie associative',
    'Droits humains',
    'Maraudes et aide alimentaire',
    'Don du sang',
    'Commerce équitable',
    'Engagement citoyen',
  ],
  'Bien-être': [
    'Yoga',
    'Méditation',
    'Pilates',
    'Sophrologie',
    'Massages',
    'Spa et thermalisme',
    'Alimentation saine',
    'Développement personnel',
    'Qi gong et tai-chi',
    'Naturopathie',
    'Marche nordique',
  ],
  Sorties: [
    'Bars et afterworks',
    'Soirées dansantes',
    'Karaoké',
    'Bowling',
    'Escape games',
    'Jeux de société',
    'Quiz et blind tests',
    'Brocantes et vide-greniers',
    'Guinguettes',
    'Spectacles et cabarets',
    'Apéros entre amis',
  ],
  Animaux: [
    'Chiens',
    'Chats',
    'Chevaux',
    'Oiseaux',
    'Rongeurs et lapins',
    'Aquariophilie',
    'Animaux de la ferme',
    'Faune sauvage',
    'Refuges et adoption',
    'Éducation canine',
  ],
};

/** Every subcategory name, in catalogue order. */
export const ALL_INTERESTS: readonly string[] = Object.values(INTERESTS).flat();

const known = new Set(ALL_INTERESTS);

/** Whether this name is a subcategory of the catalogue (exact spelling). */
export function isKnownInterest(name: string): boolean {
  return known.has(name);
}

/** POST /api/update_interests: at least one interest, each from the catalogue, none twice (PRODUCT §5). */
export const updateInterestsRequest = z.lazy(() =>
  z.object({
    selectedInterests: z
      .array(z.string(), { error: m.required })
      .min(1, m.required)
      .max(ALL_INTERESTS.length, serverMessages.invalidInput)
      .superRefine((names, ctx) => {
        const seen = new Set<string>();
        for (const name of names) {
          if (!isKnownInterest(name)) ctx.addIssue({ code: 'custom', message: m.unknown(name.slice(0, 80)) });
          else if (seen.has(name)) ctx.addIssue({ code: 'custom', message: m.duplicate(name) });
          seen.add(name);
        }
      }),
  }),
);
export type UpdateInterestsRequest = z.infer<typeof updateInterestsRequest>;
