import { PHOTOS_MAX } from '@lien/contract/rules';
import { photoMessages, serverMessages } from '@lien/contract/texts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoCount } from '../src/features/photos/service';
import { useTestApp } from './app';
import {
  givePhotos,
  multipartBody,
  myPhotos,
  pngDeclaring,
  sampleImage,
  signUp,
  uploadPhoto,
  useCity,
} from './factories';

const t = useTestApp();
const { client } = t;

const city = useCity(t);

async function member() {
  return signUp(client, city.id);
}

const photosOf = (token: string) => myPhotos(client, token);

/** The stored bytes as anyone with the address gets them. */
async function fetchImage(url: string): Promise<Buffer> {
  const response = await client.get(url);
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload;
}

describe('POST /api/upload_photo', () => {
  it.each([
    ['jpeg', 'portrait.jpg', 'image/jpeg'],
    ['png', 'portrait.png', 'image/png'],
    ['webp', 'portrait.webp', 'image/webp'],
  ] as const)('accepts a real %s and serves it back as WebP', async (format, filename, type) => {
    const { token } = await member();
    const response = await uploadPhoto(client, token, await sampleImage(format, 800, 600), filename, type);
    expect(response.statusCode, response.body).toBe(200);
    const { photoId, url } = response.json<{ photoId: string; url: string }>();
    expect(photoId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toMatch(/^\/photos\/[A-Za-z0-9_-]{22}\.webp$/);

    const served = await client.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
  });

  it('lists the photo with a smaller thumbnail that is served too', async () => {
    const { token } = await member();
    const uploaded = (await uploadPhoto(client, token, await sampleImage('jpeg', 1600, 1200))).json();
    const [photo] = await photosOf(token);
    expect(photo).toEqual({
      id: uploaded.photoId,
      url: uploaded.url,
      thumbnailUrl: expect.stringMatching(/^\/photos\/[A-Za-z0-9_-]{22}\.webp$/),
      order: 0,
    });
    expect(photo?.thumbnailUrl).not.toBe(photo?.url);
    const thumbnail = await sharp(await fetchImage(photo?.thumbnailUrl ?? '')).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 480, 360]);
  });

  it('bounds the longest side to 1920 px and never enlarges', async () => {
    const { token } = await member();
    const large = (await uploadPhoto(client, token, await sampleImage('png', 3000, 2000), 'a.png')).json();
    const small = (await uploadPhoto(client, token, await sampleImage('jpeg', 300, 500))).json();
    const largeMeta = await sharp(await fetchImage(large.url)).metadata();
    const smallMeta = await sharp(await fetchImage(small.url)).metadata();
    expect([largeMeta.width, largeMeta.height]).toEqual([1920, 1280]);
    expect([smallMeta.width, smallMeta.height]).toEqual([300, 500]);
  });

  it('stores no EXIF at all: the GPS position of the camera never reaches another member', async () => {
    const { token } = await member();
    const withGps = await sharp(await sampleImage('jpeg', 640, 480))
      .withExif({
        IFD0: { Make: 'Pomme', Model: 'Téléphone 15', Artist: 'Camille Martin' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 7/1',
        },
      })
      .jpeg()
      .toBuffer();
    const input = await sharp(withGps).metadata();
    // The GPS IFD pointer (tag 0x8825) is in the upload, in either byte order.
    const exif = input.exif ?? Buffer.alloc(0);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { url } = (await uploadPhoto(client, token, withGps)).json();
    const stored = await fetchImage(url);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('Camille'))).toBe(false);
    expect(stored.includes(Buffer.from('EXIF'))).toBe(false);
  });

  it('turns the photo upright from its EXIF orientation', async () => {
    const { token } = await member();
    // Stored 600×400 with red on the left; orientation 6 means "turn 90° clockwise to view".
    const sideways = await sharp(await sampleImage('jpeg', 600, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { url } = (await uploadPhoto(client, token, sideways)).json();
    const { data, info } = await sharp(await fetchImage(url))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 600]);
    const pixel = (x: number, y: number) =>
      data.subarray((y * info.width + x) * info.channels).subarray(0, 3);
    const [topRed, , topBlue] = pixel(200, 100);
    const [bottomRed, , bottomBlue] = pixel(200, 500);
    expect(topRed).toBeGreaterThan(150);
    expect(topBlue).toBeLessThan(100);
    expect(bottomBlue).toBeGreaterThan(150);
    expect(bottomRed).toBeLessThan(100);
  });

  it.each([
    ['a PDF renamed .jpg', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    [
      'a JPEG signature followed by rubbish',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
    ],
  ])('refuses %s sent as image/jpeg', async (_case, bytes) => {
    const { token } = await member();
    const response = await uploadPhoto(client, token, bytes, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: photoMessages.unsupportedType });
    expect(await photosOf(token)).toEqual([]);
  });

  it('refuses a JPEG cut short', async () => {
    const { token } = await member();
    const whole = await sampleImage('jpeg', 1200, 900);
    const response = await uploadPhoto(client, token, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: photoMessages.unsupportedType });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const { token } = await member();
    const response = await uploadPhoto(
      client,
      token,
      await pngDeclaring(20_000, 20_000),
      'a.png',
      'image/png',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: photoMessages.tooManyPixels(64) });
  });

  it('refuses a 16 MB file with 413 and the French message', async () => {
    const { token } = await member();
    const response = await uploadPhoto(client, token, Buffer.alloc(16 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'La taille du fichier ne doit pas dépasser 15MB' });
  });

  it('refuses a file one byte over 15 MB even when the request itself looks small enough', async () => {
    const { token } = await member();
    const response = await uploadPhoto(client, token, Buffer.alloc(15 * 1024 * 1024 + 1, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: photoMessages.tooLarge(15) });
  });

  it('asks for the photo when the field is missing or the body is not multipart', async () => {
    const { token } = await member();
    const image = await sampleImage('jpeg');
    const wrongField = multipartBody([
      { name: 'note', value: 'bonjour' },
      { name: 'image', value: image, filename: 'a.jpg', contentType: 'image/jpeg' },
    ]);
    const misnamed = await client.post('/api/upload_photo', wrongField.payload, {
      token,
      headers: { 'content-type': wrongField.contentType },
    });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json()).toEqual({ error: photoMessages.missingFile });
    const fieldsOnly = multipartBody([{ name: 'photo', value: 'pas un fichier' }]);
    const noFile = await client.post('/api/upload_photo', fieldsOnly.payload, {
      token,
      headers: { 'content-type': fieldsOnly.contentType },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ error: photoMessages.missingFile });
    const broken = await client.post('/api/upload_photo', Buffer.from('x'), {
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: serverMessages.invalidInput });
    const json = await client.post('/api/upload_photo', { photo: 'data:image/jpeg;base64,AAAA' }, { token });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: photoMessages.missingFile });
  });

  it(`refuses a photo beyond ${PHOTOS_MAX}`, async () => {
    const { token, user } = await member();
    await givePhotos(client, token, PHOTOS_MAX);
    const response = await uploadPhoto(client, token, await sampleImage('jpeg'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Vous ne pouvez pas ajouter plus de 6 photos.' });
    expect(await photoCount(t.database.db, user.id)).toBe(PHOTOS_MAX);
  });

  it('never lets parallel uploads go beyond six', async () => {
    const { token, user } = await member();
    await givePhotos(client, token, PHOTOS_MAX - 1);
    const image = await sampleImage('jpeg', 320, 240);
    const responses = await Promise.all(Array.from({ length: 4 }, () => uploadPhoto(client, token, image)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    expect(await photoCount(t.database.db, user.id)).toBe(PHOTOS_MAX);
    expect((await photosOf(token)).map((photo) => photo.order)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('never lets a burst of parallel uploads from zero go beyond six', async () => {
    const { token, user } = await member();
    const image = await sampleImage('jpeg', 320, 240);
    const responses = await Promise.all(Array.from({ length: 9 }, () => uploadPhoto(client, token, image)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(PHOTOS_MAX);
    expect(await photoCount(t.database.db, user.id)).toBe(PHOTOS_MAX);
  });
});

describe('sessions', () => {
  it('refuses every photo call without a session, but serves files to anyone with their address', async () => {
    const { token } = await member();
    const [id] = await givePhotos(client, token, 1);
    const [photo] = await photosOf(token);
    const calls = [
      await uploadPhoto(client, undefined, await sampleImage('jpeg')),
      await client.get('/api/my_photos'),
      await client.post('/api/update_photos_order', { photoIds: [id] }),
      await client.delete(`/api/delete_photo/${id}`),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: serverMessages.unauthenticated });
    }
    expect((await client.get(photo?.url ?? '')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed key', async () => {
    for (const key of ['AAAAAAAAAAAAAAAAAAAAAA.webp', '..%2F..%2Fetc%2Fpasswd', 'x.webp']) {
      const response = await client.get(`/photos/${key}`);
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ error: photoMessages.notFound });
    }
  });
});
