import type { WhyYouTwo } from '@lien/contract';
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SAMPLE_OPENERS, swipeProfile } from '../../../test/profiles';
import { ProfileCard } from '../ProfileCard';
import { WHY_TITLE } from './whyTexts';

const NOTHING: WhyYouTwo = {
  agreements: [],
  toTalkAbout: null,
  sharedInterests: [],
  openers: SAMPLE_OPENERS,
};
const FULL: WhyYouTwo = {
  agreements: [
    'Vous voulez tous les deux des enfants un jour.',
    'Vous êtes tous les deux plutôt du soir.',
    'Vous aimez tous les deux les dimanches tranquilles.',
  ],
  toTalkAbout: 'Elle aime les grandes fêtes, vous préférez les petits comités\u00a0: à en parler\u00a0?',
  sharedInterests: ['Randonnée', 'Cinéma', 'Cuisine'],
  openers: SAMPLE_OPENERS,
};

const card = (whyYouTwo: WhyYouTwo) => render(<ProfileCard profile={swipeProfile({ whyYouTwo })} />);
const cardArticle = () => screen.getByRole('article', { name: /^Camille, 31 ans/ });
const why = () => screen.queryByRole('region', { name: WHY_TITLE });

describe('« Pourquoi vous deux ? » on the card (issue #26)', () => {
  it('says the strongest agreement over the photo, as the card’s description', () => {
    card(FULL);
    // The line sits in the overlay over the photo's foot, beside the name: the first screen.
    const overlay = screen.getByRole('heading', { level: 2, name: /^Camille/ }).parentElement;
    expect(within(overlay as HTMLElement).getByText(FULL.agreements[0] ?? '')).toBeInTheDocument();
    expect(cardArticle()).toHaveAccessibleDescription(FULL.agreements[0] ?? '');
  });

  it('falls back on the shared interests when no agreement stands out', () => {
    card({ ...NOTHING, sharedInterests: ['Randonnée', 'Cinéma'], openers: SAMPLE_OPENERS });
    expect(cardArticle()).toHaveAccessibleDescription('En commun\u00a0: Randonnée et Cinéma');
  });

  it('shows everything in full among the details: agreements, shared interests, the idea to talk about', () => {
    card(FULL);
    const section = why();
    expect(section).not.toBeNull();
    const items = within(section as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(FULL.agreements);
    expect(section).toHaveTextContent('En commun : Randonnée, Cinéma et Cuisine');
    const idea = within(section as HTMLElement).getByRole('complementary', {
      name: 'Pour lancer la conversation',
    });
    expect(idea).toHaveTextContent(
      'Elle aime les grandes fêtes, vous préférez les petits comités : à en parler ?',
    );
  });

  it('shows the idea to talk about alone when it is all there is, and no empty list', () => {
    card({ ...NOTHING, toTalkAbout: 'Vous n’avez pas le même rythme le matin\u00a0: à en parler\u00a0?' });
    const section = why();
    expect(within(section as HTMLElement).queryByRole('list')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Pour lancer la conversation');
    // No agreement and no shared interest: the card has no line to invent.
    expect(cardArticle()).not.toHaveAttribute('aria-describedby');
  });

  it('says nothing at all when there is nothing to say: no line, no section', () => {
    card(NOTHING);
    expect(why()).not.toBeInTheDocument();
    expect(screen.queryByText(/Pourquoi vous deux/)).not.toBeInTheDocument();
    expect(screen.queryByText(/En commun/)).not.toBeInTheDocument();
    expect(cardArticle()).not.toHaveAttribute('aria-describedby');
  });
});
