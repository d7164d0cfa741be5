import { profileMessages } from '@lien/contract';
import { fireEvent, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { BioScreen } from './BioScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const field = () => screen.getByLabelText('Présentez-vous');
const continueButton = () => screen.getByRole('button', { name: 'Continuer' });

describe('bio step (SPEC §2.4, §5)', () => {
  it('counts characters up to 500 and stops there', async () => {
    renderScreen(<BioScreen />, '/bio');
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await userEvent.setup().type(field(), 'Bonjour !');
    expect(screen.getByText('9/500')).toBeInTheDocument();
    expect(field()).toHaveAttribute('maxlength', '500');
    expect(field()).toHaveAccessibleDescription('9/500 caractères');

    fireEvent.change(field(), { target: { value: 'a'.repeat(500) } });
    expect(screen.getByText('500/500')).toBeInTheDocument();
  });

  it('keeps Continuer disabled while the bio is blank', async () => {
    renderScreen(<BioScreen />, '/bio');
    expect(continueButton()).toBeDisabled();
    await userEvent.setup().type(field(), '   ');
    expect(continueButton()).toBeDisabled();
  });

  it('saves the bio cleaned of HTML as userBio, then opens the profiles', async () => {
    const reply = deferred<Response>();
    const api = mockFetch({ 'POST /api/update_profile': () => reply.promise });
    renderScreen(<BioScreen />, '/bio');
    const user = userEvent.setup();
    fireEvent.change(field(), { target: { value: '  Randonneuse <b>passionnée</b><script>x()</script>  ' } });
    await user.click(continueButton());

    // While the call is in flight the button says so and cannot be pressed again.
    expect(await screen.findByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Passer pour le moment' })).toBeDisabled();
    reply.resolve(json({ status: 'ok', field: 'userBio', value: 'Randonneuse passionnée' }));

    expect(await screen.findByRole('heading', { name: 'Page /profile' })).toBeInTheDocument();
    expect(api.calls('POST /api/update_profile')).toHaveLength(1);
    expect(api.calls('POST /api/update_profile')[0]?.body).toEqual({
      field: 'userBio',
      value: 'Randonneuse passionnée',
    });
  });

  it('lets the bio wait: Passer pour le moment saves nothing', async () => {
    const api = mockFetch({});
    renderScreen(<BioScreen />, '/bio');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Passer pour le moment' }));
    expect(await screen.findByRole('heading', { name: 'Page /profile' })).toBeInTheDocument();
    expect(api.calls('POST /api/update_profile')).toHaveLength(0);
  });

  it("says 'Failed to save bio' when the save fails, and stays", async () => {
    mockFetch({ 'POST /api/update_profile': () => json({ error: 'Erreur interne.' }, 500) });
    renderScreen(<BioScreen />, '/bio');
    const user = userEvent.setup();
    await user.type(field(), 'Curieux de tout');
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.bioSaveFailed);
    expect(field()).toHaveValue('Curieux de tout');
    expect(continueButton()).toBeEnabled();
  });

  it('goes back to the questionnaire', async () => {
    renderScreen(<BioScreen />, '/bio');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Page /personality' })).toBeInTheDocument();
  });
});
