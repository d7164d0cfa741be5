import { photoMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { photoCount } from '../src/features/photos/service';
import { useTestApp } from './app';
import { givePhotos, myPhotos, signUp, useCity } from './factories';

const t = useTestApp();
const { client } = t;

const city = useCity(t);

const photosOf = (token: string) => myPhotos(client, token);

const reorder = (token: string, photoIds: unknown) =>
  client.post('/api/update_photos_order', { photoIds }, { token });

describe('POST /api/update_photos_order', () => {
  it('puts the photos in the order given', async () => {
    const { token } = await signUp(client, city.id);
    const [a, b, c] = await givePhotos(client, token, 3);
    const response = await reorder(token, [c, a, b]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const listed = await photosOf(token);
    expect(listed.map((photo) => [photo.id, photo.order])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
  });

  it('refuses anything but a permutation of the member’s own photos', async () => {
    const { token } = await signUp(client, city.id);
    const [a, b, c] = await givePhotos(client, token, 3);
    const other = await signUp(client, city.id);
    const [theirs] = await givePhotos(client, other.token, 1);
    for (const photoIds of [
      [a, b],
      [a, b, c, c],
      [a, a, b],
      [a, b, theirs],
      [a, b, c, theirs],
      [a, b, 'inconnue'],
      [],
      'abc',
      [a, b, 3],
    ]) {
      const response = await reorder(token, photoIds);
      expect(response.statusCode, JSON.stringify(photoIds)).toBe(400);
      expect(response.json()).toEqual({ error: photoMessages.orderInvalid });
    }
    expect((await photosOf(token)).map((photo) => photo.id)).toEqual([a, b, c]);
    // The other member's order is untouched too.
    expect((await photosOf(other.token)).map((photo) => [photo.id, photo.order])).toEqual([[theirs, 0]]);
  });

  it('accepts the empty order of a member without photos', async () => {
    const { token } = await signUp(client, city.id);
    expect((await reorder(token, [])).statusCode).toBe(200);
  });
});

describe('DELETE /api/delete_photo/:id', () => {
  it('deletes the photo and both its files, and closes the gap in the order', async () => {
    const { token, user } = await signUp(client, city.id);
    const [a, b, c] = await givePhotos(client, token, 3);
    const before = await photosOf(token);
    const deleted = before.find((photo) => photo.id === b);
    const response = await client.delete(`/api/delete_photo/${b}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });

    expect((await photosOf(token)).map((photo) => [photo.id, photo.order])).toEqual([
      [a, 0],
      [c, 1],
    ]);
    expect(await photoCount(t.database.db, user.id)).toBe(2);
    expect((await client.get(deleted?.url ?? '')).statusCode).toBe(404);
    expect((await client.get(deleted?.thumbnailUrl ?? '')).statusCode).toBe(404);
    // The others are still served.
    expect((await client.get(before[0]?.url ?? '')).statusCode).toBe(200);
    // And a new photo goes last, after the renumbering.
    const [d] = await givePhotos(client, token, 1);
    expect((await photosOf(token)).map((photo) => photo.id)).toEqual([a, c, d]);
  });

  it('answers the same 404 for another member’s photo and for an unknown id, and deletes nothing', async () => {
    const owner = await signUp(client, city.id);
    const [theirs] = await givePhotos(client, owner.token, 1);
    const intruder = await signUp(client, city.id);
    await givePhotos(client, intruder.token, 1);

    const foreign = await client.delete(`/api/delete_photo/${theirs}`, { token: intruder.token });
    const unknown = await client.delete('/api/delete_photo/AAAAAAAAAAAAAAAAAAAAAA', {
      token: intruder.token,
    });
    const malformed = await client.delete('/api/delete_photo/..%2F..', { token: intruder.token });
    for (const response of [foreign, unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: photoMessages.notFound });
    }
    const [kept] = await photosOf(owner.token);
    expect(kept?.id).toBe(theirs);
    expect((await client.get(kept?.url ?? '')).statusCode).toBe(200);
  });

  it('deletes a member’s photo rows with the account', async () => {
    const { token, user } = await signUp(client, city.id);
    await givePhotos(client, token, 2);
    await t.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await photoCount(t.database.db, user.id)).toBe(0);
  });
});
