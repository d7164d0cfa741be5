import { blockMessages } from '@lien/contract';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { plainSpaces } from '../../test/plainSpaces';
import { swipeProfile } from '../../test/profiles';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ViewProfileScreen } from './ViewProfileScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

function view(routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({ 'GET /api/user_profile/21': () => json(swipeProfile({ id: 21 })), ...routes });
  renderScreen(<ViewProfileScreen />, '/viewProfile?userId=21&from=sent');
  return { api, user: userEvent.setup() };
}

describe('blocking from a profile (issue #16)', () => {
  it('says what a block does, then blocks and leaves the profile', async () => {
    const { api, user } = view({
      'POST /api/block_profile': () => json({ status: 'ok', message: blockMessages.blocked }),
    });
    await user.click(await screen.findByRole('button', { name: 'Bloquer Camille' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloquer Camille\u00a0?' });
    expect(dialog).toHaveTextContent(plainSpaces(blockMessages.blockExplained));
    await user.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    expect(await screen.findByRole('heading', { name: 'Page /likes' })).toBeInTheDocument();
    expect(api.calls('POST /api/block_profile').map((call) => call.body)).toEqual([{ userId: 21 }]);
  });

  it('keeps the profile and says why when the block fails, and Annuler blocks nothing', async () => {
    const { api, user } = view({
      'POST /api/block_profile': () => json({ error: blockMessages.alreadyBlocked }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Bloquer Camille' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /api/block_profile')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Bloquer Camille' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Bloquer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(blockMessages.alreadyBlocked);
    expect(screen.getByRole('dialog', { name: 'Bloquer Camille\u00a0?' })).toBeInTheDocument();
  });
});
