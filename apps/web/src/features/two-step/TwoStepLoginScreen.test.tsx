import { twoStepMessages } from '@lien/contract';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../session/storage';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { LoginScreen } from '../auth/LoginScreen';
import { TwoStepLoginScreen } from './TwoStepLoginScreen';

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

const user7 = {
  id: 7,
  email: 'camille@exemple.fr',
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};

describe('the log-in second step (issue #24)', () => {
  it('leaves the password screen for the code without a session', async () => {
    mockFetch({ 'POST /api/login': () => json({ twoStepRequired: true, challenge: 'defi.signe' }) });
    const { router } = renderScreen(<LoginScreen />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'camille@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Page /two-step' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#defi.signe');
    expect(readSession()).toBeNull();
  });

  it('turns the challenge and a code into the session, then the next step', async () => {
    let replies = 0;
    const api = mockFetch({
      'POST /api/login/two_step': () => {
        replies += 1;
        return replies === 1
          ? json({ error: twoStepMessages.wrongCode }, 400)
          : json({ token: 'jwt-2', user: user7 });
      },
    });
    renderScreen(<TwoStepLoginScreen />, '/two-step#defi.signe');
    const user = userEvent.setup();
    const field = screen.getByLabelText('Code à 6 chiffres');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoStepMessages.codeRequired);
    expect(api.calls('POST /api/login/two_step')).toHaveLength(0);

    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoStepMessages.wrongCode);
    expect(readSession()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    await user.type(screen.getByLabelText('Code de secours'), 'ABCD-EFGH-JKMN');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('heading', { name: 'Page /profile' })).toBeInTheDocument();
    expect(readSession()).toMatchObject({ token: 'jwt-2', userId: 7 });
    expect(api.calls('POST /api/login/two_step').map((call) => call.body)).toEqual([
      { challenge: 'defi.signe', code: '111111' },
      { challenge: 'defi.signe', code: 'ABCD-EFGH-JKMN' },
    ]);
  });

  it('says the log-in expired when there is no challenge, and leads back to it', async () => {
    mockFetch({});
    renderScreen(<TwoStepLoginScreen />, '/two-step');
    expect(screen.getByRole('alert')).toHaveTextContent(twoStepMessages.challengeExpired);
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });
});
