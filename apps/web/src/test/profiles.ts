import type { RealtimeEvent, SwipeProfile } from '@lien/contract';

const CATEGORIES = [
  'Connexion émotionnelle et communication',
  'Valeurs, ambitions et projets de vie',
  'Attirance, intimité et compatibilité',
  'Identité sociale et relations extérieures',
  'Vie quotidienne et gestion des finances',
  'Spiritualité et philosophie de vie',
];

/** Three first words as the server sends them (issue #27). */
export const SAMPLE_OPENERS = [
  'On vit au même rythme, le matin comme le soir\u00a0: c’est quoi, votre rituel du week-end\u00a0?',
  'On a «\u00a0Randonnée\u00a0» en commun\u00a0: quel est votre coin de nature préféré\u00a0?',
  'Qu’est-ce qui vous passionne en ce moment\u00a0?',
];

/** A deck profile as the contract describes it, with the fields a test cares about replaced. */
export function swipeProfile(overrides: Partial<SwipeProfile> = {}): SwipeProfile {
  const id = overrides.id ?? 21;
  return {
    id,
    firstName: 'Camille',
    age: 31,
    location: 'Lyon',
    distance: 12,
    jobTitle: 'Architecte',
    school: 'ENSA Lyon',
    isVerified: true,
    bio: 'Randonnées le week-end, cinéma le soir.',
    images: [1, 2, 3].map((n) => ({ id: `p${id}-${n}`, url: `/photos/${id}-${n}.webp` })),
    selectedInterests: ['Randonnée', 'Cinéma'],
    interests: CATEGORIES.map((name, index) => ({ name, level: 90 - index * 7 })),
    compatibility: 82,
    whyYouTwo: {
      agreements: ['Vous voulez tous les deux des enfants un jour.'],
      toTalkAbout: null,
      sharedInterests: ['Randonnée'],
      openers: SAMPLE_OPENERS,
    },
    superLikedYou: false,
    ...overrides,
  };
}

/** `count` distinct profiles with ids from `firstId`, named Profil{id} */
export function swipeProfiles(count: number, firstId = 100): SwipeProfile[] {
  return Array.from({ length: count }, (_, index) =>
    swipeProfile({ id: firstId + index, firstName: `Profil${firstId + index}` }),
  );
}

/**
 * The `match` event a member gets when `partner` liked them back (partnerLikedBack: true), in conversation
 * `conversationID`; `{ partnerLikedBack: false }` is the event of the member whose own swipe made it.
 */
export function matchEvent(
  conversationID: number,
  partner: Partial<SwipeProfile> = {},
  options: { partnerLikedBack?: boolean } = {},
): Extract<RealtimeEvent, { type: 'match' }> {
  const profile = swipeProfile(partner);
  return {
    type: 'match',
    conversationID,
    partner: { id: profile.id, firstName: profile.firstName, photoUrl: profile.images[0]?.url ?? null },
    profile,
    partnerLikedBack: options.partnerLikedBack ?? true,
  };
}
