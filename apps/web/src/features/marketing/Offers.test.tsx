import { PARTNER_SERVICES } from '@lien/contract/texts';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { PremiumScreen } from './PremiumScreen';
import { ServiceScreen } from './ServiceScreen';
import { ServicesScreen } from './ServicesScreen';

afterEach(() => vi.unstubAllGlobals());

const apiCalls = (api: ReturnType<typeof mockFetch>) =>
  api.fetch.mock.calls.filter(([url]) => !String(url).includes('csrf'));

describe('the premium screen (PRODUCT §2.6, §9)', () => {
  it('presents the two plans with their prices, lists and the free trial', () => {
    mockFetch({});
    renderScreen(<PremiumScreen />, '/premium');
    expect(screen.getByText(/7 jours d'essai gratuit/)).toBeInTheDocument();
    const [essentiel, premium] = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.closest('li') as HTMLElement);
    expect(within(essentiel as HTMLElement).getByText('19,90€/mois')).toBeInTheDocument();
    expect(within(premium as HTMLElement).getByText('39,90€/mois')).toBeInTheDocument();
    expect(within(premium as HTMLElement).getByText('Le plus populaire')).toBeInTheDocument();
    expect(within(essentiel as HTMLElement).queryByText('Le plus populaire')).not.toBeInTheDocument();
    const features = (plan: HTMLElement) =>
      within(within(plan).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(features(essentiel as HTMLElement)).toEqual([
      '1 rendez-vous vidéo par semaine',
      'Likes illimités',
      'Voir qui vous a liké',
      'Filtres avancés',
      'Badge Premium',
    ]);
    expect(features(premium as HTMLElement)).toHaveLength(9);
    expect(features(premium as HTMLElement)).toContain("Comparaison d'affinités via ID");
    expect(features(premium as HTMLElement)).toContain('Badge Elite');
  });

  it('confirms a chosen plan in a dialog and makes no payment call', async () => {
    const api = mockFetch({});
    renderScreen(<PremiumScreen />, '/premium');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choisir Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent(
      "Vous avez choisi l'offre Premium à 39,90€/mois, avec 7 jours d'essai gratuit.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiCalls(api)).toHaveLength(0);
  });
});

describe("the services screen 'Nos Services' (PRODUCT §2.6)", () => {
  it('lists the six services with their prices; « Découvrir » opens a page, « Contactez-nous » the form', async () => {
    mockFetch({});
    const { router } = renderScreen(<ServicesScreen />, '/services');
    expect(screen.getByRole('heading', { level: 1, name: 'Nos Services' })).toBeInTheDocument();
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.closest('li') as HTMLElement);
    expect(cards).toHaveLength(6);
    const prices = [
      'À partir de 99€/séance',
      'À partir de 250€',
      'À partir de 79€/mois',
      '199€',
      '75€',
      'Prix variable',
    ];
    cards.forEach((card, index) => {
      expect(within(card).getByText(prices[index] as string)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Découvrir' })).toHaveAttribute(
        'href',
        `/services/${PARTNER_SERVICES[index]?.id}`,
      );
    });
    const user = userEvent.setup();
    await user.click(within(cards[5] as HTMLElement).getByRole('link', { name: 'Contactez-nous' }));
    expect(router.state.location.pathname).toBe('/aide/contact');
    expect(router.state.location.search).toBe('?sujet=service&service=evenements-exclusifs');
  });

  it('shows a service’s page with its price and a way to contact it', () => {
    mockFetch({});
    renderScreen(<ServiceScreen />, '/services/seance-photo', { path: '/services/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Séance photo' })).toBeInTheDocument();
    expect(screen.getByText('199€')).toBeInTheDocument();
    expect(screen.getByText(/photographe professionnel vous accompagne/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute(
      'href',
      '/aide/contact?sujet=service&service=seance-photo',
    );
  });
});
