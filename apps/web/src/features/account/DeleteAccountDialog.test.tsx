import { accountMessages } from '@lien/contract';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { myProfile, signIn } from '../../test/session';
import { MyProfileScreen } from '../my-profile/MyProfileScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const DELETE = 'POST /api/delete_account';

async function openDialog(deleteAccount: FakeHandler = () => json({ status: 'ok' })) {
  const api = mockFetch({
    'GET /api/my_profile': () => json(myProfile()),
    'GET /api/my_photos': () => json({ photos: [] }),
    [DELETE]: deleteAccount,
  });
  renderScreen(<MyProfileScreen />, '/myProfile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
  const dialog = screen.getByRole('dialog', { name: 'Supprimer mon compte' });
  return { api, user, dialog, sent: () => api.calls(DELETE).map((call) => call.body) };
}

const inDialog = (dialog: HTMLElement) => ({
  reason: (name: string) => within(dialog).getByRole('radio', { name }),
  password: () => within(dialog).getByLabelText('Mot de passe'),
  confirm: () => within(dialog).getByRole('button', { name: 'Confirmer' }),
});

describe('the delete-account dialog (PRODUCT §2.5, §5, §8)', () => {
  it("offers the product brief's four reasons, in its order", async () => {
    const { dialog } = await openDialog();
    const reasons = within(within(dialog).getByRole('group', { name: 'Pourquoi nous quittez-vous\u00a0?' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(reasons).toEqual([
      "Je n'ai pas aimé l'application",
      "J'ai trouvé quelqu'un",
      'Je fais une pause',
      'Autre',
    ]);
  });

  it('needs a reason and the password before calling the server', async () => {
    const { user, dialog, sent } = await openDialog();
    const d = inDialog(dialog);
    await user.click(d.confirm());
    expect(within(dialog).getByText(accountMessages.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(accountMessages.passwordRequired)).toBeInTheDocument();
    await user.click(d.reason('Je fais une pause'));
    await user.click(d.confirm());
    expect(within(dialog).queryByText(accountMessages.reasonRequired)).toBeNull();
    expect(within(dialog).getByText(accountMessages.passwordRequired)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('shows the comment box only for "Autre" and sends the comment only then', async () => {
    const { user, dialog, sent } = await openDialog(() => json({ error: 'Mot de passe incorrect.' }, 400));
    const d = inDialog(dialog);
    expect(within(dialog).queryByLabelText('Dites-nous en plus')).toBeNull();
    await user.click(d.reason('Autre'));
    await user.type(within(dialog).getByLabelText('Dites-nous en plus'), 'Trop loin');
    await user.type(d.password(), 'secret-123');
    await user.click(d.confirm());
    expect(await within(dialog).findByText('Mot de passe incorrect.')).toBeInTheDocument();
    await user.click(d.reason("Je n'ai pas aimé l'application"));
    expect(within(dialog).queryByLabelText('Dites-nous en plus')).toBeNull();
    await user.click(d.confirm());
    await within(dialog).findByRole('button', { name: 'Confirmer' });
    expect(sent()).toEqual([
      { password: 'secret-123', reason: 'Autre', comment: 'Trop loin' },
      { password: 'secret-123', reason: "Je n'ai pas aimé l'application" },
    ]);
    // Nothing was deleted: the session stays.
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('without a server message, says the status', async () => {
    const { user, dialog } = await openDialog(() => new Response('', { status: 502 }));
    const d = inDialog(dialog);
    await user.click(d.reason('Je fais une pause'));
    await user.type(d.password(), 'secret-123');
    await user.click(d.confirm());
    expect(await within(dialog).findByText(accountMessages.deleteStatus(502))).toBeInTheDocument();
  });

  it('once deleted, clears all local storage and goes to /goodbye', async () => {
    localStorage.setItem('onboardingComplete', 'true');
    const { user, dialog } = await openDialog();
    const d = inDialog(dialog);
    await user.click(d.reason("J'ai trouvé quelqu'un"));
    await user.type(d.password(), 'secret-123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Page /goodbye' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('"Annuler" closes the dialog and gives focus back to its button', async () => {
    const { user, dialog, sent } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus();
    expect(sent()).toEqual([]);
  });
});
