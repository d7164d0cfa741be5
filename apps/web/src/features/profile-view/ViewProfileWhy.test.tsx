import { screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { SAMPLE_OPENERS, swipeProfile } from '../../test/profiles';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { WHY_TITLE } from '../discovery/why/whyTexts';
import { ViewProfileScreen } from './ViewProfileScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe('« Pourquoi vous deux ? » on the profile view (issue #26)', () => {
  it('reads in full: agreements, shared interests and the idea to talk about', async () => {
    const camille = swipeProfile({
      id: 21,
      whyYouTwo: {
        agreements: [
          'Vous voulez tous les deux des enfants un jour.',
          'Vous êtes tous les deux plutôt du soir.',
        ],
        toTalkAbout: 'Il aime les grandes fêtes, vous préférez les petits comités\u00a0: à en parler\u00a0?',
        sharedInterests: ['Randonnée', 'Cinéma'],
        openers: SAMPLE_OPENERS,
      },
    });
    mockFetch({ 'GET /api/user_profile/21': () => json(camille) });
    renderScreen(<ViewProfileScreen />, '/viewProfile?userId=21&from=sent');
    const section = await screen.findByRole('region', { name: WHY_TITLE });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(camille.whyYouTwo.agreements);
    expect(section).toHaveTextContent('En commun : Randonnée et Cinéma');
    expect(
      within(section).getByRole('complementary', { name: 'Pour lancer la conversation' }),
    ).toHaveTextContent('Il aime les grandes fêtes, vous préférez les petits comités : à en parler ?');
  });

  it('has no such section when the two have nothing the server could name', async () => {
    const camille = swipeProfile({
      id: 21,
      whyYouTwo: { agreements: [], toTalkAbout: null, sharedInterests: [], openers: SAMPLE_OPENERS },
    });
    mockFetch({ 'GET /api/user_profile/21': () => json(camille) });
    renderScreen(<ViewProfileScreen />, '/viewProfile?userId=21&from=sent');
    await screen.findByRole('heading', { level: 2, name: /^Camille, 31 ans/ });
    expect(screen.queryByRole('region', { name: WHY_TITLE })).not.toBeInTheDocument();
  });
});
