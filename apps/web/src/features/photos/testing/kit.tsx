import type { MyPhoto } from '@lien/contract';
import { PHOTO_MAX_BYTES } from '@lien/contract/rules';
import { screen, within } from '@testing-library/preact';
import type { UserEvent } from '@testing-library/user-event';
import { saveSession } from '../../../session/storage';
import { installFakeXhr } from '../../../test/fakeXhr';
import { type FakeHandler, json, mockFetch } from '../../../test/fetchMock';
import { renderScreen } from '../../../test/render';
import { PhotoUploadScreen } from '../PhotoUploadScreen';

/** A photo as GET /api/my_photos lists it. */
export const serverPhoto = (id: string, order: number): MyPhoto => ({
  id,
  url: `/photos/${id}.webp`,
  thumbnailUrl: `/photos/${id}-thumb.webp`,
  order,
});

export const photosOf = (...ids: string[]) => ids.map((id, order) => serverPhoto(id, order));

export function signIn(): void {
  saveSession('jwt', {
    id: 9,
    isVerified: true,
    photoUploadCompleted: false,
    interestsCompleted: false,
    personalityCompleted: false,
  });
}

/** A file as the picker gives it; `size` can claim more bytes than it holds. */
export function imageFile(type = 'image/jpeg', size?: number): File {
  const file = new File(['image bytes'], 'portrait.jpg', { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const TOO_LARGE = PHOTO_MAX_BYTES + 1;

/** Signs in, serves `photos` and `routes`, fakes XMLHttpRequest and opens the photo step. */
export function openPhotoStep(photos: MyPhoto[] = [], routes: Record<string, FakeHandler> = {}) {
  signIn();
  const api = mockFetch({ 'GET /api/my_photos': () => json({ photos }), ...routes });
  const xhr = installFakeXhr();
  const rendered = renderScreen(<PhotoUploadScreen />, '/photoUpload');
  return { api, xhr, ...rendered };
}

/** Picks a file in the (hidden) file input, as the picker opened by an add button would. */
export async function choose(user: UserEvent, file: File = imageFile()): Promise<void> {
  await user.upload(screen.getByLabelText('Choisir une photo'), file);
}

/** Picks a file and confirms the crop dialog. */
export async function addPhoto(user: UserEvent, file: File = imageFile()): Promise<void> {
  await choose(user, file);
  const dialog = await screen.findByRole('dialog', { name: 'Recadrer la photo' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
}

export const continueButton = () => screen.getByRole('button', { name: 'Continuer' });
