import { discoveryMessages } from '@lien/contract/texts';
import { screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { swipeProfile } from '../../test/profiles';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { AffinityScreen } from './AffinityScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

/** Camille as the product shows her: six category figures and an overall one of 82. */
const camille = swipeProfile({ id: 21 });

function open(myId: string | null, routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({
    'GET /api/affinity/me': () => json({ personalityId: myId, shared: false }),
    'GET /api/user_profile/21': () => json(camille),
    ...routes,
  });
  renderScreen(<AffinityScreen />, '/affinity?userId=21');
  return api;
}

describe("the affinity comparison opened from a profile ('Comparer nos affinités')", () => {
  it("shows the server's figures with that person, named, then the member's own ID and the ID form", async () => {
    const api = open('LN-7K3M-Q9PX');
    const result = await screen.findByRole('region', { name: 'Vos affinités avec Camille' });
    expect(within(result).getByText(/^82\s%$/)).toBeInTheDocument();
    const bars = within(result).getAllByRole('listitem');
    expect(bars).toHaveLength(camille.interests.length);
    camille.interests.forEach((bar, index) => {
      expect(bars[index]).toHaveTextContent(bar.name);
      expect(bars[index]).toHaveTextContent(new RegExp(`${bar.level}\\s%`));
    });
    expect(screen.getByText('LN-7K3M-Q9PX')).toBeInTheDocument();
    expect(screen.getByLabelText('Identifiant de votre partenaire')).toBeInTheDocument();
    expect(api.calls('GET /api/affinity')).toHaveLength(0);
  });

  it('asks for the questionnaire first when the member has not answered it', async () => {
    const api = open(null);
    expect(await screen.findByText(discoveryMessages.questionnaireRequired)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Vos affinités avec/ })).not.toBeInTheDocument();
    expect(api.calls('GET /api/user_profile/21')).toHaveLength(0);
  });

  it('says why when the profile is not one the member may see, and can try again', async () => {
    open('LN-7K3M-Q9PX', { 'GET /api/user_profile/21': () => json({ error: 'Profil non trouvé.' }, 404) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Profil non trouvé.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
