import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { WelcomeScreen } from './WelcomeScreen';

afterEach(() => vi.restoreAllMocks());

describe('welcome (PRODUCT §2.1)', () => {
  it('shows the tagline, six described portraits and the ways in', () => {
    renderScreen(<WelcomeScreen />, '/welcome');
    expect(screen.getByRole('heading', { name: 'Bienvenue' })).toBeInTheDocument();
    expect(
      screen.getByText('Des rencontres de qualité et ciblées pour des relations durables'),
    ).toBeInTheDocument();
    const portraits = screen.getAllByRole('img');
    expect(portraits).toHaveLength(6);
    expect(portraits[0]).toHaveAttribute('src', '/welcome/portrait-1.webp');
    for (const portrait of portraits) expect(portrait.getAttribute('alt')).toMatch(/^Exemple de profil : /);

    expect(screen.getByRole('link', { name: "S'inscrire avec un email" })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/Déjà un compte \?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('leads from its footer to the terms, the privacy policy and the accessibility statement (issue #29)', () => {
    renderScreen(<WelcomeScreen />, '/welcome');
    const footer = within(screen.getByRole('navigation', { name: 'Informations légales' }));
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ["Conditions d'utilisation", '/cgu'],
      ['Confidentialité', '/politique-de-confidentialite'],
      ['Accessibilité : partiellement conforme', '/accessibilite'],
    ]);
  });

  it('leaves for the LinkedIn sign-in with a full-page visit', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderScreen(<WelcomeScreen />, '/welcome');
    await userEvent.setup().click(screen.getByRole('button', { name: "S'inscrire avec LinkedIn" }));
    expect(assign).toHaveBeenCalledWith('/api/auth/linkedin/login');
  });
});
