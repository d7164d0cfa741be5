import { twoStepMessages } from '@lien/contract';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { TwoStepSection } from './TwoStepSection';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `ABCD-EFGH-JK${index + 2}${index + 2}`);
const off = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const on = { enabled: true, enabledAt: '2026-11-27T10:00:00.000Z', recoveryCodesLeft: 7 };

function open(status: object, confirm = () => json({ enabledAt: on.enabledAt, recoveryCodes: CODES })) {
  const api = mockFetch({
    'GET /api/two_step': () => json(status),
    'POST /api/two_step/setup': () =>
      json({
        secret: SECRET,
        otpauthUri: `otpauth://totp/Lien:camille%40exemple.fr?secret=${SECRET}&issuer=Lien`,
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
    'POST /api/two_step/confirm': confirm,
    'POST /api/two_step/disable': (request) =>
      (request.body as { code: string }).code === '123456'
        ? json({ status: 'ok', message: twoStepMessages.disabled })
        : json({ error: twoStepMessages.wrongCode }, 400),
  });
  renderScreen(<TwoStepSection />, '/privacy');
  return { api, user: userEvent.setup() };
}

const theSwitch = () => screen.findByRole('switch', { name: /^Vérification en deux étapes/ });

describe('two-step verification on /privacy (issue #24)', () => {
  it('sets it up: QR code, key, a numeric one-time code, then the recovery codes once', async () => {
    let attempts = 0;
    const { api, user } = open(off, () => {
      attempts += 1;
      return attempts === 1
        ? json({ error: twoStepMessages.wrongCode }, 400)
        : json({ enabledAt: on.enabledAt, recoveryCodes: CODES });
    });
    const toggle = await theSwitch();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(await screen.findByRole('img', { name: /QR code à scanner/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const field = screen.getByLabelText('Code à 6 chiffres');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // No recovery code exists yet: the set-up asks the app's code only.
    expect(screen.queryByRole('button', { name: 'Utiliser un code de secours' })).not.toBeInTheDocument();

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoStepMessages.wrongCode);
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Activer' }));

    const list = await screen.findByRole('list', { name: 'Vos codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.calls('POST /api/two_step/confirm').map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Copier les codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(await screen.findByRole('status')).toHaveTextContent('Codes copiés.');

    await user.click(screen.getByRole('button', { name: 'J’ai enregistré mes codes' }));
    expect(screen.queryByRole('list', { name: 'Vos codes de secours' })).not.toBeInTheDocument();
    expect(await theSwitch()).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(twoStepMessages.enabled);
    expect(screen.getByText(/Activée depuis le 27 novembre 2026/)).toBeInTheDocument();
  });

  it('cancels a set-up without turning anything on', async () => {
    const { api, user } = open(off);
    await user.click(await theSwitch());
    await screen.findByRole('img', { name: /QR code/ });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await theSwitch()).not.toBeChecked();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(api.calls('POST /api/two_step/confirm')).toHaveLength(0);
  });

  it('turns it off with a code, or a recovery code typed as letters', async () => {
    const { api, user } = open(on);
    const toggle = await theSwitch();
    expect(toggle).toBeChecked();
    expect(screen.getByText(/Il vous reste 7 codes de secours\./)).toBeInTheDocument();
    await user.click(toggle);

    await user.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    const recovery = screen.getByLabelText('Code de secours');
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(recovery, 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoStepMessages.wrongCode);

    await user.click(screen.getByRole('button', { name: 'Utiliser le code de l’application' }));
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '123456');
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByRole('status')).toHaveTextContent(twoStepMessages.disabled);
    expect(await theSwitch()).not.toBeChecked();
    expect(api.calls('POST /api/two_step/disable').map((call) => call.body)).toEqual([
      { code: 'abcd-efgh-jkmn' },
      { code: '123456' },
    ]);
  });
});
