import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { clearRoot, renderOver } from '../../public/renderOver';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { keepTypedBeforeHydration } from '../../ui/typedBeforeHydration';
import { LoginScreen } from './LoginScreen';
import { SignupScreen } from './signup/SignupScreen';

beforeAll(primeCsrf);
const notVerified = {
  isVerified: false,
  photoUploadCompleted: false,
  interestsCompleted: false,
  personalityCompleted: false,
};
let root: HTMLElement | null = null;
afterEach(() => {
  act(() => {
    if (root) clearRoot(root);
  });
  root = null;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function app(screenElement: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element: screenElement },
      { path: '*', element: <h1>Ailleurs</h1> },
    ],
    { initialEntries: [path] },
  );
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** The screen's prerendered HTML in the page, as a visitor meets it before any script has run. */
function paintPrerendered(screenElement: ReactElement, path: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(app(screenElement, path));
  document.body.append(page);
  return page;
}

/** The page's script arrives and takes the page over, as the public entry does. */
function hydrate(page: HTMLElement, screenElement: ReactElement, path: string) {
  keepTypedBeforeHydration(page);
  act(() => {
    renderOver(page, app(screenElement, path));
  });
  root = page;
}

it('keeps the terms box ticked and the fields typed before the sign-up form was hydrated', async () => {
  // The form's own loads (towns, legal texts, the telemetry settings) find nothing: not what is tested.
  mockFetch({});
  const page = paintPrerendered(<SignupScreen />, '/signup');
  const terms = within(page).getByRole<HTMLInputElement>('checkbox', { name: /J'accepte les conditions/ });
  terms.checked = true;
  within(page).getByLabelText<HTMLInputElement>('Prénom').value = 'Camille';
  const iAm = within(page).getByRole('group', { name: 'Je suis' });
  within(iAm).getByRole<HTMLInputElement>('radio', { name: 'Femme' }).checked = true;
  expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeDisabled();

  hydrate(page, <SignupScreen />, '/signup');

  expect(screen.getByRole('checkbox', { name: /J'accepte les conditions/ })).toBeChecked();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled());
  expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
  expect(
    within(screen.getByRole('group', { name: 'Je suis' })).getByRole('radio', { name: 'Femme' }),
  ).toBeChecked();
});

it('logs in with what was typed before the log-in form was hydrated', async () => {
  const api = mockFetch({
    'POST /api/login': () =>
      json({ token: 'jwt', user: { id: 7, email: 'camille@example.fr', ...notVerified } }),
  });
  const page = paintPrerendered(<LoginScreen />, '/login');
  within(page).getByLabelText<HTMLInputElement>('Email').value = 'camille@example.fr';
  within(page).getByLabelText<HTMLInputElement>('Mot de passe').value = 'motdepasse1';

  hydrate(page, <LoginScreen />, '/login');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));

  expect(await screen.findByRole('heading', { name: 'Ailleurs' })).toBeInTheDocument();
  expect(api.calls('POST /api/login')[0]?.body).toEqual({
    email: 'camille@example.fr',
    password: 'motdepasse1',
  });
});

it('lets no prerendered form be sent before the app handles it (a native send would put the password in the address)', () => {
  const page = paintPrerendered(<LoginScreen />, '/login');
  expect(within(page).getByRole('button', { name: 'Se connecter' })).toBeDisabled();

  hydrate(page, <LoginScreen />, '/login');

  expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});
