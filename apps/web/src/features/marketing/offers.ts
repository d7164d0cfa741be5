/**
 * The Premium screen's catalogue (PRODUCT §2.6, §9): the two premium plans, with the product brief's prices.
 * Marketing only: no payment is ever requested. Only the web shows it (the partner services, which a
 * help message may name, stay in the contract).
 */

/** PRODUCT §2.6, §9: the free trial of both plans. */
export const PREMIUM_TRIAL_TEXT = "7 jours d'essai gratuit";

export interface PremiumPlan {
  id: 'essentiel' | 'premium';
  name: string;
  /** The monthly price as shown, French decimal comma (PRODUCT §9). */
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
