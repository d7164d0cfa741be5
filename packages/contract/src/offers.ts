/**
 * The partner services (PRODUCT §2.6, §9), with the product brief's prices: the services screens show them and a
 * help message may be about one (its topic). Marketing only: no payment is ever requested.
 */

export interface PartnerService {
  /** The address of its page, /services/<id>, and the topic of a message about it. */
  id: string;
  name: string;
  description: string;
  price: string;
  /** What its page tells (issue #24: « Découvrir » opens it): how it goes, what the member does next. */
  details: readonly string[];
}

/** PRODUCT §2.6 "Nos Services": six partner services in the product brief's order. */
export const PARTNER_SERVICES: readonly PartnerService[] = [
  {
    id: 'coaching-seduction',
    name: 'Coaching en séduction',
    description: 'Des séances individuelles pour aborder les rencontres avec confiance.',
    price: 'À partir de 99€/séance',
    details: [
      "Un coach diplômé vous reçoit en visioconférence ou près de chez vous, pour une séance d'une heure.",
      "Ensemble, vous travaillez la façon de vous présenter, d'engager la conversation et de vivre un premier rendez-vous sans pression.",
    ],
  },
  {
    id: 'conseil-style',
    name: 'Conseil en style',
    description: 'Un forfait complet pour trouver un style qui vous ressemble.',
    price: 'À partir de 250€',
    details: [
      'Un conseiller en image fait le point avec vous sur vos envies, votre morphologie et votre quotidien.',
      'Le forfait comprend un entretien, une séance de shopping accompagnée et un carnet de conseils à garder.',
    ],
  },
  {
    id: 'coaching-sportif',
    name: 'Coaching sportif',
    description: 'Un abonnement pour se sentir bien dans son corps, à son rythme.',
    price: 'À partir de 79€/mois',
    details: [
      'Un coach sportif vous propose un programme adapté à votre niveau, en salle, en plein air ou à la maison.',
      "L'abonnement comprend une séance par semaine et un suivi de vos progrès, sans engagement de durée.",
    ],
  },
  {
    id: 'seance-photo',
    name: 'Séance photo',
    description: 'Un forfait avec un photographe professionnel pour des photos de profil naturelles.',
    price: '199€',
    details: [
      'Un photographe professionnel vous accompagne pendant une heure, en extérieur ou en studio.',
      'Vous recevez une dizaine de photos retouchées, prêtes pour votre profil Lien.',
    ],
  },
  {
    id: 'atelier-communication',
    name: 'Atelier communication',
    description: 'Un atelier pour mieux exprimer ses attentes et écouter celles des autres.',
    price: '75€',
    details: [
      'Un atelier de trois heures en petit groupe, animé par un spécialiste de la communication.',
      "Exercices pratiques et mises en situation pour mieux dire ce que vous cherchez et écouter l'autre.",
    ],
  },
  {
    id: 'evenements-exclusifs',
    name: 'Événements exclusifs',
    description: 'Un accès privilégié à des soirées et sorties réservées aux membres.',
    price: 'Prix variable',
    details: [
      'Des soirées, dégustations et sorties réservées aux membres de Lien, dans plusieurs grandes villes.',
      "Le prix dépend de l'événement\u00a0; les dates à venir vous sont envoyées par e-mail sur demande.",
    ],
  },
];
