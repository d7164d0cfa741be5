import type { City } from '@lien/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderElement, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch } from '../../test/fetchMock';
import { CityAutocomplete } from './CityAutocomplete';
import type { CityOption } from './cityOption';

const cities: City[] = [
  { id: 1, name: 'Villeurbanne', zipCode: '69100' },
  { id: 2, name: 'Sainte-Foy-lès-Lyon', zipCode: '69110' },
  { id: 3, name: 'Lyon', zipCode: '69001' },
  { id: 4, name: 'Lyon', zipCode: '69002' },
  { id: 5, name: 'Saint-Étienne', zipCode: '42000' },
];

/** The field as a form holds it: the text, and the chosen city shown under it. */
function Harness() {
  const [text, setText] = useState('');
  const [city, setCity] = useState<CityOption | null>(null);
  return (
    <>
      <CityAutocomplete
        label="Ville"
        text={text}
        onTextChange={(value) => {
          setText(value);
          setCity(null);
        }}
        onSelect={(option) => {
          setCity(option);
          setText(option?.label ?? '');
        }}
      />
      <p>Ville choisie : {city ? city.id : 'aucune'}</p>
    </>
  );
}

/** The page's query cache: one per test, shared by every picker the test opens (one page load). */
let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
const render = (element: ReactElement) =>
  renderElement(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
afterEach(() => vi.unstubAllGlobals());

describe('CityAutocomplete', () => {
  it('loads the list on first focus, shows "Chargement..." then prefix matches first', async () => {
    const list = deferred<Response>();
    const api = mockFetch({ 'GET /api/all_cities': () => list.promise });
    const user = userEvent.setup();
    render(<Harness />);
    expect(api.calls('GET /api/all_cities')).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'lyon');
    expect(await screen.findByText('Chargement...')).toBeInTheDocument();
    list.resolve(json(cities));

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Lyon (69001)',
      'Lyon (69002)',
      'Sainte-Foy-lès-Lyon (69110)',
    ]);
    expect(api.calls('GET /api/all_cities')).toHaveLength(1);
  });

  it('finds zip codes by their beginning, ignoring accents and case', async () => {
    mockFetch({ 'GET /api/all_cities': () => json(cities) });
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Ville' });

    await user.type(input, '691');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Villeurbanne (69100)',
        'Sainte-Foy-lès-Lyon (69110)',
      ]),
    );
    await user.clear(input);
    await user.type(input, 'SAINT ETI');
    expect(await screen.findByRole('option', { name: 'Saint-Étienne (42000)' })).toBeInTheDocument();
  });

  it('shows at most 30 suggestions', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      name: `Montagne ${i}`,
      zipCode: '33000',
    }));
    mockFetch({ 'GET /api/all_cities': () => json(many) });
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'mont');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(30));
  });

  it('moves with the arrow keys, chooses with Enter and closes with Escape', async () => {
    mockFetch({ 'GET /api/all_cities': () => json(cities) });
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Ville' });

    await user.type(input, 'lyon');
    await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Lyon (69002)' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Lyon (69002)');
    expect(screen.getByText('Ville choisie : 4')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.type(input, 'x');
    expect(screen.getByText('Ville choisie : aucune')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'lyon');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('chooses with a click and resets the city with the clear control', async () => {
    mockFetch({ 'GET /api/all_cities': () => json(cities) });
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Ville' });

    await user.type(input, 'villeur');
    await user.click(await screen.findByRole('option', { name: 'Villeurbanne (69100)' }));
    expect(screen.getByText('Ville choisie : 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Effacer la ville' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.getByText('Ville choisie : aucune')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Effacer la ville' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    mockFetch({ 'GET /api/all_cities': () => json(cities) });
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'zzz');
    expect(await screen.findByText('Aucune suggestion trouvée.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('loads the list only once for the whole session', async () => {
    const api = mockFetch({ 'GET /api/all_cities': () => json(cities) });
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'lyon');
    await screen.findAllByRole('option');
    first.unmount();

    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'villeur');
    expect(await screen.findByRole('option', { name: 'Villeurbanne (69100)' })).toBeInTheDocument();
    expect(api.calls('GET /api/all_cities')).toHaveLength(1);
  });

  it('says the list failed, then searches through the API once per query', async () => {
    const api = mockFetch({
      'GET /api/all_cities': () => json({ error: 'Une erreur interne est survenue.' }, 500),
      'GET /api/search_cities': ({ url }) =>
        json(url.searchParams.get('query') === 'lyon' ? [{ id: 3, name: 'Lyon' }] : []),
    });
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Ville' });

    await user.type(input, 'lyon');
    expect(await screen.findByText('Impossible de charger la liste des villes.')).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Lyon' }));
    expect(screen.getByText('Ville choisie : 3')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'lyon');
    await screen.findByRole('option', { name: 'Lyon' });
    const searches = api.calls('GET /api/search_cities');
    expect(searches.map((call) => call.url.searchParams.get('query'))).toEqual(['lyon']);
    expect(searches[0]?.url.searchParams.get('limit')).toBe('30');
  });
});
