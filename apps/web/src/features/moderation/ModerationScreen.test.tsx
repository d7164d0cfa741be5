import { appealMessages, type QueuedAppeal, type QueuedReport } from '@lien/contract';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { plainSpaces } from '../../test/plainSpaces';
import { renderScreen } from '../../test/render';
import { myProfile, signIn } from '../../test/session';
import { SettingsScreen } from '../settings/SettingsScreen';
import { AppealView } from './AppealScreen';
import { ModerationScreen } from './ModerationScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const queued = (id: number, reason: QueuedReport['reason'], firstName: string): QueuedReport => ({
  id,
  reason,
  reportedAt: '2026-11-20T10:00:00.000Z',
  reported: { id: id + 100, firstName, photoUrl: null },
  reporterId: 7,
  reportsAgainstMember: 1,
});
const appeal: QueuedAppeal = {
  id: 9,
  text: 'Je n’ai jamais écrit ces messages.',
  appealedAt: '2026-11-24T10:00:00.000Z',
  dueAt: '2026-12-01T10:00:00.000Z',
  overdue: true,
  decision: 'ban',
  ground: 'Article 5 — Règles de conduite',
  statement: 'Des insultes répétées.',
  decidedAt: '2026-11-22T10:00:00.000Z',
  suspendedUntil: null,
  member: { id: 40, firstName: 'Hugo', photoUrl: null },
  decidedByMe: false,
};

describe('the moderation console', () => {
  it('shows its entry in Paramètres to moderators only', async () => {
    mockFetch({ 'GET /api/my_profile': () => json(myProfile({ role: 'moderator' })) });
    const moderator = renderScreen(<SettingsScreen />, '/settings');
    expect(await screen.findByRole('link', { name: 'Modération' })).toHaveAttribute('href', '/moderation');
    moderator.unmount();

    const api = mockFetch({ 'GET /api/my_profile': () => json(myProfile({ role: 'member' })) });
    renderScreen(<SettingsScreen />, '/settings');
    await vi.waitFor(() => expect(api.calls('GET /api/my_profile')).toHaveLength(1), patiently);
    expect(screen.getByRole('link', { name: 'Sécurité' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modération' })).not.toBeInTheDocument();
  });

  it('lists the reports in the order the server gives, and answers an appeal', async () => {
    const api = mockFetch({
      'GET /api/moderation/queue': () =>
        json({ reports: [queued(1, 'Mineur', 'Zoé'), queued(2, 'Harcèlement', 'Léo')] }),
      'GET /api/moderation/verifications': () => json({ verifications: [] }),
      'GET /api/moderation/appeals': () => json({ appeals: [appeal] }),
      'POST /api/moderation/appeal_reviews': () => json({ status: 'ok' }),
    });
    const user = userEvent.setup();
    renderScreen(<ModerationScreen />, '/moderation');
    expect(screen.getByRole('heading', { level: 1, name: 'Modération' })).toBeInTheDocument();
    const reports = within(await screen.findByRole('region', { name: 'Signalements à traiter' }));
    const links = await reports.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Examiner le signalement de Zoé (Mineur)',
      'Examiner le signalement de Léo (Harcèlement)',
    ]);
    expect(links[0]).toHaveAttribute('href', '/moderation/signalements/1');

    const appeals = within(screen.getByRole('region', { name: 'Contestations à examiner' }));
    const article = within(await appeals.findByRole('article', { name: 'Contestation de Hugo' }));
    expect(article.getByText('Je n’ai jamais écrit ces messages.')).toBeInTheDocument();
    // Past its seven days (issue #29): flagged in words, with the day it was due.
    expect(article.getByText('En retard')).toBeInTheDocument();
    expect(article.getByText(/Réponse due le 1 décembre 2026/)).toBeInTheDocument();
    await user.click(article.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(article.getByRole('alert')).toHaveTextContent('Rédigez l’exposé des motifs.');
    await user.click(article.getByRole('radio', { name: 'Annuler la décision' }));
    await user.type(article.getByRole('textbox', { name: /Motifs de la réponse/ }), 'Erreur de compte.');
    await user.click(article.getByRole('button', { name: 'Envoyer la réponse' }));
    await vi.waitFor(
      () =>
        expect(api.calls('POST /api/moderation/appeal_reviews').map((call) => call.body)).toEqual([
          { appealId: 9, outcome: 'reverse', statement: 'Erreur de compte.' },
        ]),
      patiently,
    );
  });

  it('says when the queue is empty, and when it cannot be loaded', async () => {
    mockFetch({
      'GET /api/moderation/queue': () => json({ reports: [] }),
      'GET /api/moderation/verifications': () => json({ verifications: [] }),
      'GET /api/moderation/appeals': () => json({ error: 'Erreur interne.' }, 500),
    });
    renderScreen(<ModerationScreen />, '/moderation');
    expect(await screen.findByText('Aucun signalement en attente.')).toBeInTheDocument();
    expect(await screen.findByText('Impossible de charger les contestations.')).toBeInTheDocument();
    expect(await screen.findByText('Aucune vérification en attente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('the appeal page', () => {
  it('shows the decision and sends the appeal once', async () => {
    const api = mockFetch({
      'POST /api/appeal_status': () =>
        json({
          decision: 'suspend',
          statement: 'Photos inappropriées.',
          ground: 'Article 6.1 — Vos contenus',
          decidedAt: '2026-11-22T10:00:00.000Z',
          suspendedUntil: '2026-12-02T10:00:00.000Z',
        }),
      'POST /api/appeal': () => json({ status: 'ok' }),
    });
    const user = userEvent.setup();
    renderScreen(
      <AppealView token="secret-du-lien-de-contestation" />,
      '/appel/secret-du-lien-de-contestation',
    );
    expect(await screen.findByText('Suspendre le compte jusqu’au 2 décembre 2026')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: /Votre contestation/ }),
      'Ce sont des photos de vacances.',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer ma contestation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(appealMessages.sent);
    expect(api.calls('POST /api/appeal').map((call) => call.body)).toEqual([
      { token: 'secret-du-lien-de-contestation', text: 'Ce sont des photos de vacances.' },
    ]);
  });

  it('says in French when the link was already used, without offering to retry', async () => {
    mockFetch({ 'POST /api/appeal_status': () => json({ error: appealMessages.tokenUsed }, 410) });
    renderScreen(
      <AppealView token="secret-du-lien-de-contestation" />,
      '/appel/secret-du-lien-de-contestation',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(plainSpaces(appealMessages.tokenUsed));
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });
});
