import { deckWideningMessages as m } from '@lien/contract/texts';
import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { swipeProfile } from '../../test/profiles';
import { ProfileCard } from './ProfileCard';

describe('a deck card beyond the preferences', () => {
  it('is marked, discreetly, with each line the server gave', () => {
    const labels = [m.outsideDistance(72, 50), m.outsideFacts('orientation politique et religion')];
    render(
      <ProfileCard
        profile={swipeProfile({
          outsidePreferences: { criteria: ['distance', 'politics', 'religion'], labels },
        })}
      />,
    );
    const mark = screen.getByRole('list', { name: 'En dehors de vos préférences' });
    expect(
      within(mark)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'À 72\u00a0km, au-delà de vos 50\u00a0km',
      'Hors de vos critères\u00a0: orientation politique et religion',
    ]);
  });

  it('says nothing on a card within the preferences', () => {
    render(<ProfileCard profile={swipeProfile()} />);
    expect(screen.queryByText('En dehors de vos préférences')).not.toBeInTheDocument();
    expect(screen.queryByText(/au-delà de vos|Hors de vos critères/)).not.toBeInTheDocument();
  });
});
