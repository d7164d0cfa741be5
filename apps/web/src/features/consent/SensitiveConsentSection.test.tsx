import { NOT_SHARED, SENSITIVE_CONSENT_TEXT, SENSITIVE_CONSENT_VERSION } from '@lien/contract/rules';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { consentState } from '../questionnaire/quizTestKit';
import { SensitiveConsentSection } from './SensitiveConsentSection';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

function open(routes: Record<string, FakeHandler>) {
  const api = mockFetch(routes);
  renderScreen(<SensitiveConsentSection />, '/privacy');
  return { api, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Données sensibles' });

describe('« Données sensibles » in the privacy screen', () => {
  it('shows the consent in force with its date, and withdraws it after a confirmation', async () => {
    const withdrawn = consentState(false, '2026-11-25T10:45:00.000Z');
    const { api, user } = open({
      'GET /api/sensitive_consent': () => json(consentState(true)),
      'POST /api/sensitive_consent/withdraw': () => json(withdrawn),
    });
    expect(
      await screen.findByText(
        `Vous avez donné votre accord le 25 novembre 2026 à 10:30 (texte du ${SENSITIVE_CONSENT_VERSION}).`,
      ),
    ).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Retirer mon accord' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer votre accord ?' });
    expect(within(dialog).getByText(/effacées immédiatement/)).toBeInTheDocument();
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /api/sensitive_consent/withdraw')).toHaveLength(0);

    await user.click(within(section()).getByRole('button', { name: 'Retirer mon accord' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Retirer votre accord ?' })).getByRole('button', {
        name: 'Retirer mon accord',
      }),
    );
    expect(
      await screen.findByText(
        'Vous avez retiré votre accord le 25 novembre 2026 à 11:45 : vos réponses aux questions sensibles ont été effacées.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/sensitive_consent/withdraw')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Votre accord est retiré et vos réponses aux questions sensibles sont effacées.',
    );
  });

  it('without consent: says what is not shared, and gives it only once the box is ticked', async () => {
    const { api, user } = open({
      'GET /api/sensitive_consent': () => json(consentState(false)),
      'POST /api/sensitive_consent': () => json(consentState(true)),
    });
    expect(await screen.findByText(new RegExp(`apparaissent comme « ${NOT_SHARED} »`))).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: SENSITIVE_CONSENT_TEXT.checkbox });
    const give = screen.getByRole('button', { name: 'Donner mon accord' });
    expect(box).not.toBeChecked();
    expect(give).toBeDisabled();
    await user.click(box);
    await user.click(give);
    expect(await screen.findByRole('button', { name: 'Retirer mon accord' })).toBeInTheDocument();
    expect(api.calls('POST /api/sensitive_consent')[0]?.body).toEqual({ version: SENSITIVE_CONSENT_VERSION });
  });
});
