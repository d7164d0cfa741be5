import { QUESTION_COUNT } from '@lien/contract/rules';
import type { ReactNode } from 'react';

export interface Slide {
  title: string;
  text: string;
  /** A decorative drawing (hidden from screen readers). */
  icon: ReactNode;
}

const svg = (children: ReactNode) => (
  <svg
    width="112"
    height="112"
    viewBox="0 0 48 48"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

/** The four slides of the onboarding carousel (PRODUCT §2.1), in the product's own voice. */
export const onboardingSlides: Slide[] = [
  {
    title: 'Des rencontres qui ont du sens',
    text: "Lien s'adresse aux personnes qui souhaitent construire une relation durable. Ici, on prend le temps de se découvrir, sans course aux likes.",
    icon: svg(<path d="M24 40s-14-8.6-14-19a8 8 0 0 1 14-5.3A8 8 0 0 1 38 21c0 10.4-14 19-14 19z" />),
  },
  {
    title: 'Un questionnaire pour mieux vous connaître',
    text: `Répondez à ${QUESTION_COUNT} questions sur vos valeurs, vos envies et votre quotidien. Vos réponses nous aident à vous présenter des personnes avec qui vous partagez l'essentiel.`,
    icon: svg(
      <>
        <rect x="11" y="7" width="26" height="34" rx="3" />
        <path d="M17 17l2.5 2.5L24 15M17 27l2.5 2.5L24 25M28 18h4M28 28h4" />
      </>,
    ),
  },
  {
    title: 'Vos affinités, en toute clarté',
    text: 'Pour chaque profil, découvrez votre compatibilité dans six domaines : communication, valeurs, projets de vie… Vous savez ce qui vous rapproche avant même le premier message.',
    icon: svg(
      <>
        <circle cx="18" cy="24" r="11" />
        <circle cx="30" cy="24" r="11" />
      </>,
    ),
  },
  {
    title: 'Faites connaissance en vidéo',
    // The promise is kept where it says: 'Planifier un appel' in each conversation, the bottom bar's Agenda.
    text: 'Quand le courant passe avec un match, planifiez un appel vidéo depuis votre conversation ou votre agenda, pour vous voir et vous entendre avant de vous rencontrer. Plus simple, plus rassurant, plus vrai.',
    icon: svg(
      <>
        <rect x="6" y="14" width="26" height="20" rx="3" />
        <path d="M32 21l10-6v18l-10-6z" />
      </>,
    ),
  },
];
