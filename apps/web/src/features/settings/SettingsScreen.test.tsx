import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { HELP_TOPICS, LANGUAGES, SettingsScreen } from './SettingsScreen';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

function open() {
  const api = mockFetch({});
  const view = renderScreen(<SettingsScreen />, '/settings');
  return { api, user: userEvent.setup(), ...view };
}

describe("the settings screen 'Paramètres' (SPEC §2.6)", () => {
  it('offers the five languages; choosing one only closes the dialog', async () => {
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Langue' }));
    const dialog = screen.getByRole('dialog', { name: 'Langue' });
    const choices = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(choices).toEqual(['Français', 'English', 'Español', 'Deutsch', 'Italiano']);
    expect(LANGUAGES).toEqual(choices);
    await user.click(within(dialog).getByRole('button', { name: 'English' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.lang).not.toBe('en');
  });

  it('offers the help topics; each only closes the dialog', async () => {
    const { user, api } = open();
    await user.click(screen.getByRole('button', { name: 'Aide' }));
    const dialog = screen.getByRole('dialog', { name: 'Aide' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...HELP_TOPICS]);
    await user.click(within(dialog).getByRole('button', { name: 'Signaler un problème' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Only the screen's own read of the profile (the moderator's entry), nothing from the topics.
    const calls = api.fetch.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => !url.includes('csrf') && !url.endsWith('/api/my_profile'))).toHaveLength(0);
  });

  it('leads to the privacy screen and, under Sécurité, to the password change', async () => {
    const { user } = open();
    expect(screen.getByRole('link', { name: 'Confidentialité' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('link', { name: 'Sécurité' }));
    expect(screen.getByRole('heading', { name: 'Page /changePassword' })).toBeInTheDocument();
  });

  it('asks before logging out; cancelling keeps the session', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = screen.getByRole('dialog', { name: 'Se déconnecter' });
    expect(dialog).toHaveTextContent('Voulez-vous vraiment vous déconnecter ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-jwt');
  });

  it('logs out once confirmed: all local storage cleared, then welcome', async () => {
    localStorage.setItem('privacySettings', '{"incognito":true}');
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Page /welcome' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});
