import { helpMessages } from '@lien/contract';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ContactScreen } from './ContactScreen';
import { FaqScreen } from './FaqScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

function contact(entry: string, routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({ 'POST /api/help_message': () => json({ status: 'ok' }), ...routes });
  const view = renderScreen(<ContactScreen />, entry);
  return { api, user: userEvent.setup(), ...view };
}

describe('the FAQ (/aide)', () => {
  it('answers the questions a new member asks, each opened in place, and leads to the other help', async () => {
    mockFetch({});
    renderScreen(<FaqScreen />, '/aide');
    expect(screen.getByRole('heading', { level: 1, name: 'Aide' })).toBeInTheDocument();
    const themes = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(themes).toEqual([
      'Rencontres et compatibilité',
      'Consentement et données',
      'Sécurité',
      'Votre compte',
      'Vous n’avez pas trouvé votre réponse\u00a0?',
    ]);
    for (const question of [
      /Comment Lien choisit-il les profils/,
      /Pourquoi certaines questions demandent-elles mon accord/,
      /Comment bloquer ou signaler quelqu’un/,
      /Comment supprimer mon compte/,
      /Qu’est-ce que la vérification en deux étapes/,
    ]) {
      expect(screen.getByText(question)).toBeInTheDocument();
    }
    const user = userEvent.setup();
    const question = screen.getByText(/Comment supprimer mon compte/);
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/confirmez avec votre mot de passe/)).toBeVisible();

    const more = screen.getByRole('region', { name: /Vous n’avez pas trouvé votre réponse/ });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/aide/contact?sujet=support',
      '/aide/contact?sujet=probleme',
      '/cgu',
      '/politique-de-confidentialite',
      '/accessibilite',
    ]);
  });
});

describe('the contact form (/aide/contact)', () => {
  it('sends a message to the support and says that the answer comes by e-mail', async () => {
    const { user, api } = contact('/aide/contact?sujet=support');
    expect(screen.getByRole('heading', { level: 1, name: 'Contacter le support' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Votre message' });
    expect(field).toHaveAccessibleDescription(expect.stringContaining(helpMessages.answeredAt));
    await user.type(field, '  Je ne reçois pas mes e-mails.  ');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('status')).textContent).toBe(helpMessages.sent);
    expect(api.calls('POST /api/help_message').map((call) => call.body)).toEqual([
      { kind: 'support', message: 'Je ne reçois pas mes e-mails.' },
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reports a problem, and names the partner service of a « Contactez-nous »', async () => {
    const problem = contact('/aide/contact?sujet=probleme');
    expect(screen.getByRole('heading', { level: 1, name: 'Signaler un problème' })).toBeInTheDocument();
    await problem.user.type(
      screen.getByRole('textbox', { name: 'Votre message' }),
      'La carte ne charge pas.',
    );
    await problem.user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByRole('status');
    expect(problem.api.calls('POST /api/help_message').map((call) => call.body)).toEqual([
      { kind: 'problem', message: 'La carte ne charge pas.' },
    ]);
    problem.unmount();

    const service = contact('/aide/contact?sujet=service&service=seance-photo');
    expect(screen.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(screen.getByText(/au sujet de .\sSéance photo\s. est transmise/).textContent).toBe(
      helpMessages.contactLead.service('Séance photo'),
    );
    await service.user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Un samedi ?');
    await service.user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByRole('status');
    expect(service.api.calls('POST /api/help_message').map((call) => call.body)).toEqual([
      { kind: 'service', topic: 'seance-photo', message: 'Un samedi ?' },
    ]);
  });

  it('asks for a message before sending, and shows the server’s French refusal', async () => {
    const { user, api } = contact('/aide/contact?sujet=support', {
      'POST /api/help_message': () => json({ error: helpMessages.messageTooLong }, 400),
    });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(helpMessages.messageRequired);
    expect(api.calls('POST /api/help_message')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(helpMessages.messageTooLong)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveValue('Bonjour');
  });
});
