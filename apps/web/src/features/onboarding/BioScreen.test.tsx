import { profileMessages, textLimitMessages } from '@lien/contract/texts';
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
/** Testing Library reads a no-break space as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const continueButton = () => screen.getByRole('button', { name: 'Continuer' });

describe('bio step (PRODUCT §2.4, §5)', () => {
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

  it('warns near the limit, then says the limit is reached', async () => {
    renderScreen(<BioScreen />, '/bio');
    fireEvent.change(field(), { target: { value: 'a'.repeat(440) } });
    expect(screen.queryByText(/Plus que/)).toBeNull();
    fireEvent.change(field(), { target: { value: 'a'.repeat(460) } });
    expect(screen.getByText(plain(textLimitMessages.remaining(40)))).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: 'a'.repeat(500) } });
    expect(screen.getByRole('status')).toHaveTextContent(plain('500\u00a0caractères au maximum.'));
    expect(field()).toHaveAccessibleDescription('500/500 caractères 500\u00a0caractères au maximum.');
  });

  it('puts a paste that does not fit up to its last whole word, and says so', async () => {
    renderScreen(<BioScreen />, '/bio');
    const user = userEvent.setup();
    const start = `${'x'.repeat(480)} `;
    fireEvent.change(field(), { target: { value: start } });
    await user.click(field());
    await user.paste('Randonneuse passionnée de montagne');
    // 19 characters of room: « Randonneuse » (11) fits whole, « passionnée » would be cut.
    expect(field()).toHaveValue(`${start}Randonneuse`);
    expect(screen.getByRole('status')).toHaveTextContent(plain(textLimitMessages.pasteShortened(500)));
    // Typing on: the paste's message gives way to what is left.
    await user.type(field(), ' ');
    expect(screen.getByText(plain(textLimitMessages.remaining(7)))).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.type(field(), 'passionnée');
    await user.paste(' et tout le reste');
    expect((field() as HTMLTextAreaElement).value).toHaveLength(500);
    // Typing stops at the limit; a paste with no room left is told, not silently dropped.
    expect((field() as HTMLTextAreaElement).value.endsWith('passion')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(plain(textLimitMessages.pasteShortened(500)));
  });

  it('tells the member when a long paste was shortened', async () => {
    renderScreen(<BioScreen />, '/bio');
    const user = userEvent.setup();
    await user.click(field());
    const words = Array.from({ length: 120 }, (_, i) => `mot${i}`).join(' ');
    await user.paste(words);
    const value = (field() as HTMLTextAreaElement).value;
    expect(value.length).toBeLessThanOrEqual(500);
    expect(words.startsWith(value)).toBe(true);
    expect(words.charAt(value.length)).toBe(' ');
    expect(screen.getByRole('status')).toHaveTextContent(plain(textLimitMessages.pasteShortened(500)));
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
