import { verificationMessages } from '@lien/contract';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, primeCsrf } from '../../test/fetchMock';
import { plainSpaces } from '../../test/plainSpaces';
import { addPhoto, openPhotoStep, photosOf } from './testing/kit';

vi.mock('react-easy-crop', () => import('./testing/fakeCropper'));
vi.mock('./crop/cropCanvas', () => ({
  renderCrop: vi.fn(async () => new Blob(['cropped'], { type: 'image/jpeg' })),
}));

const SLOT = { width: 100, height: 162, gap: 10, columns: 3 };

/**
 * happy-dom lays nothing out: give each grid slot the box a 3-column grid would, so that
 * dnd-kit's keyboard coordinates find the neighbouring photos.
 */
function layOutGrid() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const slot = this.closest('li');
    const index = slot?.parentElement ? Array.from(slot.parentElement.children).indexOf(slot) : -1;
    const box = { x: 0, y: 0, width: 0, height: 0 };
    if (index >= 0) {
      box.x = (index % SLOT.columns) * (SLOT.width + SLOT.gap);
      box.y = Math.floor(index / SLOT.columns) * (SLOT.height + SLOT.gap);
      box.width = this === slot ? SLOT.width : 40;
      box.height = this === slot ? SLOT.height : 40;
    }
    const { x, y, width, height } = box;
    return { x, y, width, height, top: y, left: x, right: x + width, bottom: y + height, toJSON: () => box };
  });
}

beforeAll(primeCsrf);
beforeEach(() => {
  layOutGrid();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const sources = () => screen.getAllByRole('img').map((image) => image.getAttribute('src'));

describe('photo step: reordering (PRODUCT §2.4)', () => {
  it('gives each uploaded photo a drag handle: a focusable button with a French name', async () => {
    openPhotoStep(photosOf('a', 'b', 'c'));
    await screen.findByRole('img', { name: 'Votre photo principale' });
    const handles = ['Déplacer la photo 1', 'Déplacer la photo 2', 'Déplacer la photo 3'].map((name) =>
      screen.getByRole('button', { name }),
    );
    for (const handle of handles) {
      expect(handle.tagName).toBe('BUTTON');
      expect(handle).toHaveAttribute('aria-roledescription', 'photo déplaçable');
      handle.focus();
      expect(handle).toHaveFocus();
    }
    const describedBy = handles[0]?.getAttribute('aria-describedby') ?? '';
    await waitFor(() =>
      expect(document.getElementById(describedBy)).toHaveTextContent(/appuyez sur Espace ou Entrée/),
    );
  });

  it('moves a photo with the keyboard, announces it in French and sends the new order', async () => {
    const { api } = openPhotoStep(photosOf('a', 'b', 'c'), {
      'POST /api/update_photos_order': () => json({ status: 'ok' }),
    });
    const user = userEvent.setup();
    await screen.findByRole('img', { name: 'Votre photo principale' });

    screen.getByRole('button', { name: 'Déplacer la photo 1' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Photo 1 saisie.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Photo 1 au-dessus de la place 2.')).toBeInTheDocument();
    await user.keyboard(' ');

    await waitFor(() => expect(api.calls('POST /api/update_photos_order')).toHaveLength(1));
    expect(api.calls('POST /api/update_photos_order')[0]?.body).toEqual({ photoIds: ['b', 'a', 'c'] });
    expect(sources()).toEqual(['/photos/b-thumb.webp', '/photos/a-thumb.webp', '/photos/c-thumb.webp']);
    expect(screen.getByText('Photo 1 déposée à la place 2.')).toBeInTheDocument();
  });

  it('tells the member when the new main photo ends their photo verification', async () => {
    openPhotoStep(photosOf('a', 'b', 'c'), {
      'POST /api/update_photos_order': () => json({ status: 'ok', message: verificationMessages.revoked }),
    });
    const user = userEvent.setup();
    await screen.findByRole('img', { name: 'Votre photo principale' });
    screen.getByRole('button', { name: 'Déplacer la photo 2' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(await screen.findByRole('alert')).toHaveTextContent(plainSpaces(verificationMessages.revoked));
  });

  it('puts the photos back and explains when the new order is refused', async () => {
    const { api } = openPhotoStep(photosOf('a', 'b', 'c'), {
      'POST /api/update_photos_order': () => new Response(null, { status: 503 }),
    });
    const user = userEvent.setup();
    await screen.findByRole('img', { name: 'Votre photo principale' });

    screen.getByRole('button', { name: 'Déplacer la photo 3' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(
      await screen.findByText("Photo 3 déposée à la place 1. C'est maintenant votre photo principale."),
    ).toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Le nouvel ordre de vos photos n'a pas pu être enregistré. Veuillez réessayer.",
    );
    expect(api.calls('POST /api/update_photos_order')[0]?.body).toEqual({ photoIds: ['c', 'a', 'b'] });
    expect(sources()).toEqual(['/photos/a-thumb.webp', '/photos/b-thumb.webp', '/photos/c-thumb.webp']);
  });

  it('leaves photos still uploading out of the reordering', async () => {
    openPhotoStep(photosOf('a'));
    await screen.findByRole('img', { name: 'Votre photo principale' });
    await addPhoto(userEvent.setup());
    expect(await screen.findByRole('img', { name: "Photo numéro 2, en cours d'envoi" })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Déplacer/ })).toHaveLength(1);
  });
});
