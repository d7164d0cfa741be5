/**
 * The marketing screens' catalogue (SPEC §2.6, §9): the two premium plans and the six partner
 * services, with the spec's prices. Marketing only: no payment is ever requested.
 */

/** SPEC §2.6, §9: the free trial of both plans. */
export const PREMIUM_TRIAL_TEXT = "7 jours d'essai gratuit";

export interface PremiumPlan {
  id: 'essentiel' | 'premium';
  name: string;
  /** The monthly price as shown, French decimal comma (SPEC §9). */
  price: string;
  mostPopular: boolean;
  features: readonly string[];
}

export const PREMIUM_PLANS: readonly PremiumPlan[] = [
  {
    id: 'essentiel',
    name: 'Essentiel',
    price: '19,90€/mois',
    mostPopular: false,
    features: [
      '1 rendez-vous vidéo par semaine',
      'Likes illimités',
      'Voir qui vous a liké',
      'Filtres avancés',
      'Badge Premium',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '39,90€/mois',
    mostPopular: true,
    features: [
      '3 rendez-vous vidéo par semaine',
      "Comparaison d'affinités via ID",
      'Likes illimités',
      'Voir qui vous a liké',
      'Filtres avancés',
      'Mode incognito',
      'Boosts prioritaires',
      'Super likes illimités',
      'Badge Elite',
    ],
  },
];

export interface PartnerService {
  name: string;
  description: string;
  price: string;
}

/** SPEC §2.6 "Nos Services": six partner services in the spec's order. */
export const PARTNER_SERVICES: readonly PartnerService[] = [
  {
    name: 'Coaching en séduction',
    description: 'Des séances individuelles pour aborder les rencontres avec confiance.',
    price: 'À partir de 99€/séance',
  },
  {
    name: 'Conseil en style',
    description: 'Un forfait complet pour trouver un style qui vous ressemble.',
    price: 'À partir de 250€',
  },
  {
    name: 'Coaching sportif',
    description: 'Un abonnement pour se sentir bien dans son corps, à son rythme.',
    price: 'À partir de 79€/mois',
  },
  {
    name: 'Séance photo',
    description: 'Un forfait avec un photographe professionnel pour des photos de profil naturelles.',
    price: '199€',
  },
  {
    name: 'Atelier communication',
    description: 'Un atelier pour mieux exprimer ses attentes et écouter celles des autres.',
    price: '75€',
  },
  {
    name: 'Événements exclusifs',
    description: 'Un accès privilégié à des soirées et sorties réservées aux membres.',
    price: 'Prix variable',
  },
];
