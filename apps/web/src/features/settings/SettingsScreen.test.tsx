import { helpMessages } from '@lien/contract';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { SettingsScreen } from './SettingsScreen';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

function open() {
  const api = mockFetch({});
  const view = renderScreen(<SettingsScreen />, '/settings');
  return { api, user: userEvent.setup(), ...view };
}

describe("the settings screen 'Paramètres' (PRODUCT §2.6)", () => {
  it('says in French that Lien is in French only, rather than offering languages it does not have', async () => {
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Langue' }));
    const dialog = screen.getByRole('dialog', { name: 'Langue' });
    expect(dialog).toHaveTextContent('Lien est disponible en français uniquement pour le moment.');
    expect(within(dialog).queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads each help entry somewhere real: the FAQ, the two forms, the terms, the privacy policy and the accessibility statement', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Aide' }));
    const dialog = screen.getByRole('dialog', { name: 'Aide' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['FAQ', '/aide'],
      [helpMessages.contactTitle.support, '/aide/contact?sujet=support'],
      [helpMessages.contactTitle.problem, '/aide/contact?sujet=probleme'],
      ["Conditions d'utilisation", '/cgu'],
      ['Politique de confidentialité', '/politique-de-confidentialite'],
      ['Accessibilité', '/accessibilite'],
    ]);
    await user.click(within(dialog).getByRole('link', { name: 'Signaler un problème' }));
    expect(screen.getByRole('heading', { name: 'Page /aide/contact' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
