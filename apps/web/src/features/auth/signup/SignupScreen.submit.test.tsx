import { textMessages } from '@lien/contract/texts';
import { fireEvent, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../../session/storage';
import { reportError, trackEvent } from '../../../telemetry';
import { deferred, json, mockFetch, primeCsrf } from '../../../test/fetchMock';
import { patiently } from '../../../test/patiently';
import { field, fillValidForm, renderSignup, submitButton, testCities } from './signupTestKit';

vi.mock('../../../telemetry', () => ({ trackEvent: vi.fn(), reportError: vi.fn() }));

const sessionUser = (isVerified: boolean) => ({
  token: 'jwt-token',
  user: {
    id: 42,
    email: 'camille@example.fr',
    isVerified,
    photoUploadCompleted: false,
    interestsCompleted: false,
    personalityCompleted: false,
  },
});

beforeAll(primeCsrf);
beforeEach(() => {
  vi.mocked(trackEvent).mockClear();
  vi.mocked(reportError).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-up submission (PRODUCT §4)', () => {
  it('sends the cleaned payload, blocks repeat submits, then goes to e-mail verification', async () => {
    const reply = deferred<Response>();
    const api = mockFetch({
      'GET /api/all_cities': () => json(testCities),
      'POST /api/signup': () => reply.promise,
    });
    const user = userEvent.setup();
    renderSignup();
    expect(trackEvent).toHaveBeenCalledWith('signup_started');

    await fillValidForm(user);
    // A name is sent as typed or refused, never cleaned behind the member's back (contract/text.ts).
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), '<b>Camille</b>');
    await user.click(submitButton());
    expect(await screen.findByText(textMessages.firstNameInvalid)).toBeInTheDocument();
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), ' Camille ');
    await user.type(field('Emploi (facultatif)'), 'Architecte <script>alert(1)</script>');
    await user.selectOptions(field('Comment nous avez-vous connus ? (facultatif)'), 'Un ami ou un proche');
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Création en cours...' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Créer un compte' }));
    await user.click(submitButton());

    // The button says « Création en cours... » from the click; the call leaves once the CSRF token
    // and the lazily loaded checks are there, later on a busy machine.
    await vi.waitFor(() => expect(api.calls('POST /api/signup')).toHaveLength(1), patiently);
    const calls = api.calls('POST /api/signup');
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('test-csrf');
    expect(calls[0]?.body).toEqual({
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@example.fr',
      phone: '0612345678',
      birthDate: '1990-05-12',
      password: 'motdepasse1',
      gender: 'female',
      seeking: 'male',
      locationId: 3,
      jobTitle: 'Architecte',
      referralSource: 'Friend/Family',
    });

    reply.resolve(json(sessionUser(false)));
    expect(await screen.findByRole('heading', { name: 'Page /emailVerification' })).toBeInTheDocument();
    // Repeated submissions, validated by now, sent nothing more.
    expect(api.calls('POST /api/signup')).toHaveLength(1);
    expect(screen.getByText(/camille@example\.fr/)).toBeInTheDocument();
    expect(readSession()).toMatchObject({ token: 'jwt-token', userId: 42, flags: { isVerified: false } });
    expect(trackEvent).toHaveBeenCalledWith('signup_submit_success', { userId: 42 });
  });

  it('sends a verified user straight to the photos', async () => {
    mockFetch({
      'GET /api/all_cities': () => json(testCities),
      'POST /api/signup': () => json(sessionUser(true)),
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Page /photoUpload' })).toBeInTheDocument();
  });

  it("shows the server's error under the terms box and lets the user try again", async () => {
    const api = mockFetch({
      'GET /api/all_cities': () => json(testCities),
      'POST /api/signup': () =>
        json({ error: 'Un compte existe déjà avec cette adresse email. Veuillez vous connecter.' }, 409),
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Un compte existe déjà avec cette adresse email. Veuillez vous connecter.',
    );
    // Under the terms box: the alert comes after the checkbox in the reading order.
    const terms = screen.getByRole('checkbox', { name: /J'accepte les conditions/ });
    expect(terms.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submitButton()).toHaveTextContent('Créer mon compte');
    expect(submitButton()).toBeEnabled();
    expect(trackEvent).toHaveBeenCalledWith('signup_submit_failed', {
      error: 'Un compte existe déjà avec cette adresse email. Veuillez vous connecter.',
    });

    await user.click(submitButton());
    await vi.waitFor(() => expect(api.calls('POST /api/signup')).toHaveLength(2), patiently);
  });

  it('falls back to the generic failure message when the server says nothing', async () => {
    mockFetch({
      'GET /api/all_cities': () => json(testCities),
      'POST /api/signup': () => new Response('oops', { status: 502 }),
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('La création du compte a échoué.');
  });

  it('reports a network failure', async () => {
    mockFetch({
      'GET /api/all_cities': () => json(testCities),
      'POST /api/signup': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur de communication est survenue.');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
  });
});
