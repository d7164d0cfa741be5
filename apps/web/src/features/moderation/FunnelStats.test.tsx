import type { FunnelWeek } from '@lien/contract';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { FunnelStats } from './FunnelStats';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const week = (monday: string, counts: Omit<FunnelWeek, 'monday'>): FunnelWeek => ({ monday, ...counts });
const thisWeek = week('2026-11-23', {
  matches: 0,
  firstMessage: 0,
  answeredWithin24h: 0,
  callBooked: 0,
  met: 0,
  wantsAgain: 0,
});
const lastWeek = week('2026-11-16', {
  matches: 40,
  firstMessage: 30,
  answeredWithin24h: 18,
  callBooked: 9,
  met: 6,
  wantsAgain: 4,
});

/** A table's rows as the text of their cells, headers included, in reading order. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
    );

describe('« Statistiques », the weekly funnel', () => {
  it('shows each week’s counts with their share of the step before and of the matches', async () => {
    mockFetch({ 'GET /api/moderation/funnel': () => json({ weeks: [thisWeek, lastWeek] }) });
    renderScreen(<FunnelStats />, '/moderation');
    const section = within(screen.getByRole('region', { name: 'Statistiques' }));
    const tables = await section.findAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Semaine du 23 novembre 2026',
      'Semaine du 16 novembre 2026',
    ]);
    expect(section.getByRole('table', { name: 'Semaine du 16 novembre 2026' })).toBe(tables[1]);
    expect(rowsOf(tables[1] as HTMLElement)).toEqual([
      ['Étape', 'Nombre', 'Part de l’étape d’avant', 'Part des matchs'],
      ['Matchs', '40', '', ''],
      ['Premier message', '30', '75 %', '75 %'],
      ['Réponse sous 24 h', '18', '60 %', '45 %'],
      ['Appel réservé', '9', '50 %', '23 %'],
      ['On s’est vus', '6', '67 %', '15 %'],
      ['J’aimerais la revoir', '4', '67 %', '10 %'],
    ]);
    // A week with no match yet divides by nothing: « — », never « NaN % ».
    expect(rowsOf(tables[0] as HTMLElement)[2]).toEqual(['Premier message', '0', '—', '—']);
  });

  it('says it is loading until the figures arrive', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /api/moderation/funnel': () => answer.promise });
    renderScreen(<FunnelStats />, '/moderation');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer.resolve(json({ weeks: [lastWeek] }));
    expect(await screen.findByRole('table', { name: 'Semaine du 16 novembre 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, and loads them again on « Réessayer »', async () => {
    let fails = true;
    const api = mockFetch({
      'GET /api/moderation/funnel': () =>
        fails ? json({ error: 'Service momentanément indisponible.' }, 503) : json({ weeks: [lastWeek] }),
    });
    const user = userEvent.setup();
    renderScreen(<FunnelStats />, '/moderation');
    expect(await screen.findByText('Les statistiques n’ont pas pu être chargées.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Semaine du 16 novembre 2026' })).toBeInTheDocument();
    expect(screen.queryByText('Les statistiques n’ont pas pu être chargées.')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls('GET /api/moderation/funnel')).toHaveLength(2), patiently);
  });
});
