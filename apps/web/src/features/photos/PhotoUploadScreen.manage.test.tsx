import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextXhr } from '../../test/fakeXhr';
import { deferred, json, primeCsrf } from '../../test/fetchMock';
import { addPhoto, continueButton, openPhotoStep, photosOf } from './testing/kit';

vi.mock('react-easy-crop', () => import('./testing/fakeCropper'));
vi.mock('./crop/cropCanvas', () => ({
  renderCrop: vi.fn(async () => new Blob(['cropped'], { type: 'image/jpeg' })),
}));

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

const sources = () => screen.getAllByRole('img').map((image) => image.getAttribute('src'));

describe('photo step: loading', () => {
  it('loads the photos already uploaded, in their order, the first one marked main', async () => {
    openPhotoStep([
      { id: 'b', url: '/photos/b.webp', thumbnailUrl: '/photos/b-thumb.webp', order: 1 },
      { id: 'a', url: '/photos/a.webp', thumbnailUrl: '/photos/a-thumb.webp', order: 0 },
    ]);
    expect(screen.getByText('Chargement de vos photos...')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Votre photo principale' })).toHaveAttribute(
      'src',
      '/photos/a-thumb.webp',
    );
    expect(screen.getByRole('img', { name: 'Votre photo numéro 2' })).toHaveAttribute(
      'src',
      '/photos/b-thumb.webp',
    );
    expect(screen.getByText('Photo principale')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Ajouter une photo' })).toHaveLength(4);
  });

  it("says when the photos cannot be loaded and tries again on 'Réessayer'", async () => {
    let fail = true;
    const { api } = openPhotoStep([], {
      'GET /api/my_photos': () =>
        fail ? new Response(null, { status: 502 }) : json({ photos: photosOf('a') }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger vos photos.');
    expect(continueButton()).toBeDisabled();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('img', { name: 'Votre photo principale' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET /api/my_photos')).toHaveLength(2);
  });
});

describe('photo step: removing photos (PRODUCT §4)', () => {
  it('removes an uploaded photo at once and puts it back at its place when the server fails', async () => {
    const answer = deferred<Response>();
    const { api } = openPhotoStep(photosOf('a', 'b', 'c'), {
      'DELETE /api/delete_photo/b': () => answer.promise,
    });
    const user = userEvent.setup();
    await screen.findByRole('img', { name: 'Votre photo numéro 2' });
    expect(continueButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Supprimer la photo 2' }));
    expect(sources()).toEqual(['/photos/a-thumb.webp', '/photos/c-thumb.webp']);
    expect(continueButton()).toBeDisabled();
    expect(api.calls('DELETE /api/delete_photo/b')).toHaveLength(1);

    answer.resolve(json({ error: 'Une erreur interne est survenue.' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete photo. Please try again.');
    expect(sources()).toEqual(['/photos/a-thumb.webp', '/photos/b-thumb.webp', '/photos/c-thumb.webp']);
    expect(continueButton()).toBeEnabled();
  });

  it("restores the photo with the server's reason when a rule refuses the removal", async () => {
    const reason =
      'Votre profil doit garder au moins 3 photos. Ajoutez-en une autre avant de supprimer celle-ci.';
    openPhotoStep(photosOf('a', 'b', 'c'), {
      'DELETE /api/delete_photo/b': () => json({ error: reason }, 409),
    });
    const user = userEvent.setup();
    await screen.findByRole('img', { name: 'Votre photo numéro 2' });
    await user.click(screen.getByRole('button', { name: 'Supprimer la photo 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(sources()).toEqual(['/photos/a-thumb.webp', '/photos/b-thumb.webp', '/photos/c-thumb.webp']);
  });

  it('keeps the removal when the server agrees', async () => {
    openPhotoStep(photosOf('a', 'b'), { 'DELETE /api/delete_photo/a': () => json({ status: 'ok' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer la photo 1' }));
    await waitFor(() => expect(sources()).toEqual(['/photos/b-thumb.webp']));
    expect(screen.getByRole('img', { name: 'Votre photo principale' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Focus stays in the grid rather than falling back to the top of the page.
    expect(screen.getByRole('list', { name: 'Emplacements de vos photos' })).toHaveFocus();
  });

  it('drops a failed temp photo locally, without calling the server', async () => {
    const { api } = openPhotoStep(photosOf('a'));
    const user = userEvent.setup();
    await screen.findByRole('img', { name: 'Votre photo principale' });
    await addPhoto(user);
    (await nextXhr(0)).respond(500, { error: 'Une erreur interne est survenue.' });
    await screen.findByText('Upload failed');

    await user.click(screen.getByRole('button', { name: 'Retirer la photo 2' }));
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(api.fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  });

  it('cancels an upload in progress', async () => {
    const { api } = openPhotoStep();
    const user = userEvent.setup();
    await screen.findAllByRole('button', { name: 'Ajouter une photo' });
    await addPhoto(user);
    const xhr = await nextXhr(0);
    xhr.progress(20, 100);
    await user.click(screen.getByRole('button', { name: "Annuler l'envoi de la photo 1" }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  });
});
