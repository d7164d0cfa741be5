import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../session/storage';
import { lastXhr, nextXhr } from '../../test/fakeXhr';
import { primeCsrf } from '../../test/fetchMock';
import { renderCrop } from './crop/cropCanvas';
import {
  addPhoto,
  choose,
  continueButton,
  imageFile,
  openPhotoStep,
  photosOf,
  TOO_LARGE,
} from './testing/kit';

vi.mock('react-easy-crop', () => import('./testing/fakeCropper'));
vi.mock('./crop/cropCanvas', () => ({
  renderCrop: vi.fn(async () => new Blob(['cropped'], { type: 'image/jpeg' })),
}));

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

const grid = () => screen.findByRole('list', { name: 'Emplacements de vos photos' });

describe('photo step: adding photos (PRODUCT §2.4, §4, §5)', () => {
  it('shows the title, a back button and six empty slots', async () => {
    openPhotoStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Vos photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    expect(within(await grid()).getAllByRole('button', { name: 'Ajouter une photo' })).toHaveLength(6);
    expect(screen.getByLabelText('Choisir une photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    expect(continueButton()).toBeDisabled();
  });

  it('goes back to the post-sign-up screen when opened directly', async () => {
    openPhotoStep();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Page /signupSuccess' })).toBeInTheDocument();
  });

  it.each([
    [
      'an unsupported type',
      imageFile('image/gif'),
      'Format de fichier non supporté. Utilisez JPG, PNG ou WebP.',
    ],
    [
      'a file over 15 MB',
      imageFile('image/png', TOO_LARGE),
      'La taille du fichier ne doit pas dépasser 15MB',
    ],
  ])('refuses %s before cropping or sending', async (_, file, message) => {
    const { xhr } = openPhotoStep();
    // The picker's own filter can be bypassed ("all files"): the rule must hold without it.
    const user = userEvent.setup({ applyAccept: false });
    await screen.findAllByRole('button', { name: 'Ajouter une photo' });
    await choose(user, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('says a corrupt image cannot be read, without opening the crop dialog over it', async () => {
    // A « .jpg » whose bytes are not an image: the browser fails to decode it.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const { xhr } = openPhotoStep();
    const user = userEvent.setup();
    await screen.findAllByRole('button', { name: 'Ajouter une photo' });
    await choose(user, imageFile('image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de lire cette image. Veuillez choisir une autre photo.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('refuses a seventh photo', async () => {
    const { xhr } = openPhotoStep(photosOf('a', 'b', 'c', 'd', 'e', 'f'));
    const user = userEvent.setup();
    expect(await screen.findAllByRole('img')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Ajouter une photo' })).not.toBeInTheDocument();
    await choose(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous ne pouvez pas ajouter plus de 6 photos.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('crops, then uploads with a progress bar that follows the upload events', async () => {
    openPhotoStep();
    const user = userEvent.setup();
    await screen.findAllByRole('button', { name: 'Ajouter une photo' });
    await addPhoto(user);

    expect(renderCrop).toHaveBeenCalledWith(
      expect.stringMatching(/^blob:/),
      { x: 100, y: 0, width: 989, height: 1600 },
      0,
    );
    const xhr = await nextXhr(0);
    expect(xhr.field('photo')).toBeInstanceOf(Blob);
    // The add button that opened the dialog is gone: keyboard users carry on from the grid.
    expect(await grid()).toHaveFocus();
    const bar = await screen.findByRole('progressbar', { name: 'Envoi de la photo 1' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('img', { name: "Photo numéro 1, en cours d'envoi" })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );

    xhr.progress(45, 100);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'));
    // French puts a no-break space before %, narrow or not depending on the ICU data.
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^45[\u00a0\u202f]%$/));
    // All bytes sent is not yet a stored photo.
    xhr.progress(100, 100);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '99'));

    xhr.respond(200, { photoId: 'srv-1', url: '/photos/srv-1.webp' });
    const photo = await screen.findByRole('img', { name: 'Votre photo principale' });
    expect(photo).toHaveAttribute('src', '/photos/srv-1.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Photo principale')).toBeInTheDocument();
  });

  it('enables Continuer only at 3 photos fully uploaded, then goes to the interests step', async () => {
    openPhotoStep(photosOf('a', 'b'));
    const user = userEvent.setup();
    expect(await screen.findByText('Encore 1 photo à ajouter pour continuer.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await addPhoto(user);
    const xhr = await nextXhr(0);
    xhr.progress(100, 100);
    await screen.findByRole('progressbar', { name: 'Envoi de la photo 3' });
    expect(continueButton()).toBeDisabled();

    xhr.respond(200, { photoId: 'c', url: '/photos/c.webp' });
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(screen.getByText('Vos photos sont prêtes. Vous pouvez continuer.')).toHaveAttribute(
      'role',
      'status',
    );
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Page /selectInterests' })).toBeInTheDocument();
    expect(readSession()?.flags.photoUploadCompleted).toBe(true);
  });

  it("shows 'Upload failed' on the photo and the reason, and uploads again on retry", async () => {
    openPhotoStep();
    const user = userEvent.setup();
    await screen.findAllByRole('button', { name: 'Ajouter une photo' });
    await addPhoto(user);
    (await nextXhr(0)).progress(30, 100);
    lastXhr().failNetwork();

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Erreur pendant l'upload d'une photo.");
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo numéro 1, non envoyée' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Réessayer l'envoi de la photo 1" }));
    const retry = await nextXhr(1);
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
    retry.respond(200, { photoId: 'srv', url: '/photos/srv.webp' });
    expect(await screen.findByRole('img', { name: 'Votre photo principale' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an upload", async () => {
    openPhotoStep();
    const user = userEvent.setup();
    await screen.findAllByRole('button', { name: 'Ajouter une photo' });
    await addPhoto(user);
    (await nextXhr(0)).respond(422, {
      error: 'Cette image compte trop de pixels (50\u00a0mégapixels au plus).',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette image compte trop de pixels');
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
  });

  it('cancelling the crop adds nothing', async () => {
    const { xhr } = openPhotoStep();
    const user = userEvent.setup();
    await screen.findAllByRole('button', { name: 'Ajouter une photo' });
    await choose(user);
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });
});
