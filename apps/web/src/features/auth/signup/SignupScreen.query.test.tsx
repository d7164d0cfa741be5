import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '../../../telemetry';
import { mockFetch } from '../../../test/fetchMock';
import { renderScreen } from '../../../test/render';
import { SignupScreen } from './SignupScreen';
import { field, renderSignup } from './signupTestKit';

vi.mock('../../../telemetry', () => ({ trackEvent: vi.fn(), reportError: vi.fn() }));

beforeEach(() => {
  mockFetch({
    'GET /cgu.md': () =>
      new Response("# Conditions générales d'utilisation\n\nBienvenue sur **Lien**.", {
        headers: { 'content-type': 'text/markdown; charset=utf-8' },
      }),
    'GET /privacy_terms.md': () => new Response('introuvable', { status: 404 }),
  });
  vi.mocked(trackEvent).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-up query parameters (PRODUCT §2.2, §8)', () => {
  it('counts the start of the sign-up journey once, even under StrictMode', () => {
    renderScreen(<SignupScreen />, '/signup', { strict: true });
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith('signup_started');
  });

  it('prefills the names and e-mail handed over by LinkedIn', () => {
    const prefill = encodeURIComponent(
      JSON.stringify({ firstName: 'Camille', lastName: 'Durand', email: 'camille@example.fr' }),
    );
    renderSignup(`?prefill=${prefill}`);
    expect(field('Prénom')).toHaveValue('Camille');
    expect(field('Nom')).toHaveValue('Durand');
    expect(field('Email')).toHaveValue('camille@example.fr');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the prefill cannot be read', () => {
    renderSignup('?prefill=%7Bpas-du-json');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la récupération des données LinkedIn.',
    );
  });

  it('shows an existing account on the e-mail field, and forgets it once the e-mail is edited', async () => {
    const user = userEvent.setup();
    renderSignup('?error=user_exists&email=camille%40example.fr');
    const email = field('Email');
    expect(email).toHaveValue('camille@example.fr');
    const message = "Un compte existe déjà avec l'email camille@example.fr. Veuillez vous connecter.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(message);

    await user.type(email, 'x');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('reports any other LinkedIn error', () => {
    renderSignup('?error=access_denied');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Une erreur est survenue lors de l'authentification avec LinkedIn. Veuillez réessayer.",
    );
  });
});

describe('legal texts (PRODUCT §2.2, §8)', () => {
  it('opens the terms in a dialog rendered from markdown, closed by "Fermer" or Escape', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    renderSignup();
    const opener = screen.getByRole('button', { name: "conditions d'utilisation" });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: "Conditions d'utilisation" });
    // The markdown renderer is loaded with the dialog: slow on a loaded machine.
    expect(
      await within(dialog).findByRole(
        'heading',
        { name: "Conditions générales d'utilisation" },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Lien').tagName).toBe('STRONG');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the focus inside the dialog', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByRole('button', { name: "conditions d'utilisation" }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole(
      'heading',
      { name: "Conditions générales d'utilisation" },
      { timeout: 15_000 },
    );
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("says when the terms cannot be loaded (the server's page instead of the file)", async () => {
    mockFetch({
      'GET /cgu.md': () =>
        new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } }),
    });
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByRole('button', { name: "conditions d'utilisation" }));
    const dialog = screen.getByRole('dialog', { name: "Conditions d'utilisation" });
    expect(await within(dialog).findByRole('heading', { name: 'Erreur' })).toBeInTheDocument();
    expect(within(dialog).getByText('Impossible de charger les conditions.')).toBeInTheDocument();
  });

  it('says when the privacy policy cannot be loaded', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByRole('button', { name: 'politique de confidentialité' }));
    const dialog = screen.getByRole('dialog', { name: 'Politique de confidentialité' });
    expect(await within(dialog).findByRole('heading', { name: 'Erreur' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Impossible de charger la politique de confidentialité.'),
    ).toBeInTheDocument();
  });
});
