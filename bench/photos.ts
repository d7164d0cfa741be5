import sharp from 'sharp';
import { processPhoto } from '../apps/api/src/infra/images';
import { startServer } from './lib/server';
import { kb, ms, quantile, timeEach } from './lib/stats';

/**
 * Photo upload benchmark: the time the server takes to accept a 12-megapixel phone JPEG
 * over real HTTP (multipart parsing, sharp decode, resize, WebP encode of the photo and
 * its thumbnail, two writes to disk, one transaction), set beside the same sharp work
 * in-process. Prints figures and the ratio; asserts nothing.
 */
const UPLOADS = 20;
const WARM_UP = 2;
const WIDTH = 4032;
const HEIGHT = 3024;

/**
 * A photo-like 12 MP JPEG: shapes and gradients blurred like optics, with sensor grain.
 * Flat synthetic images compress and decode unrealistically fast; this lands near the
 * 4–7 MB a phone writes for this size.
 */
async function phoneLikeJpeg(): Promise<Buffer> {
  const circles = Array.from({ length: 60 }, (_, i) => {
    const [x, y, r] = [(i * 523) % WIDTH, (i * 331) % HEIGHT, 80 + ((i * 37) % 400)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(i * 47) % 360},55%,${35 + (i % 5) * 8}%)" fill-opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4c27a"/><stop offset="1" stop-color="#3a5f8f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  const scene = await sharp(Buffer.from(svg)).removeAlpha().blur(2).raw().toBuffer();
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .raw()
    .toBuffer();
  const mixed = Buffer.alloc(scene.length);
  for (let i = 0; i < mixed.length; i += 1) {
    mixed[i] = Math.max(0, Math.min(255, (scene[i] ?? 0) + ((grain[i] ?? 128) - 128) * 0.35));
  }
  return sharp(mixed, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A signed-up member's session, with the CSRF cookie and header the web app sends. */
async function session(baseUrl: string) {
  const csrf = await fetch(`${baseUrl}/api/get_csrf_token`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const csrfToken = ((await csrf.json()) as { csrf_token: string }).csrf_token;
  const cities = (await (await fetch(`${baseUrl}/api/search_cities?query=lyon&limit=1`)).json()) as {
    id: number;
  }[];
  const headers = { cookie, 'x-csrf-token': csrfToken };
  const signup = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Banc',
      lastName: 'Photo',
      email: `banc.photo.${Date.now()}@exemple.fr`,
      phone: '0612345678',
      birthDate: '1990-05-17',
      password: 'mot-de-passe-du-banc',
      gender: 'female',
      seeking: 'male',
      locationId: cities[0]?.id,
    }),
  });
  if (!signup.ok) throw new Error(`signup ${signup.status}: ${await signup.text()}`);
  const { token } = (await signup.json()) as { token: string };
  return { ...headers, authorization: `Bearer ${token}` };
}

/** The same 1920 px frame as JPEG q85 and as the WebP q80 we store: the format decision's figures. */
async function compareFormats(photo: Buffer): Promise<void> {
  const frame = () =>
    sharp(photo).autoOrient().resize(1920, 1920, { fit: 'inside', withoutEnlargement: true });
  const encoders = {
    'JPEG q85': () => frame().jpeg({ quality: 85 }).toBuffer(),
    'WebP q80 effort 2': () => frame().webp({ quality: 80, effort: 2 }).toBuffer(),
  };
  console.log('\n# Format (in-process, decode + resize + encode, n=5)');
  for (const [name, encode] of Object.entries(encoders)) {
    let bytes = 0;
    const durations = await timeEach(5, async () => {
      bytes = (await encode()).length;
    });
    console.log(`${name.padEnd(18)} p50 ${ms(quantile(durations, 0.5))}  ${kb(bytes)}`);
  }
  console.log('(a synthetic image: on a real photograph WebP q80 was about 27 % smaller, not 75 %)');
}

async function main(): Promise<void> {
  const photo = await phoneLikeJpeg();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3291));
  try {
    const headers = await session(server.baseUrl);
    let storedBytes = 0;
    const upload = async () => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
      const response = await fetch(`${server.baseUrl}/api/upload_photo`, {
        method: 'POST',
        headers,
        body: form,
      });
      if (!response.ok) throw new Error(`upload ${response.status}: ${await response.text()}`);
      return (await response.json()) as { photoId: string; url: string };
    };
    // Deleting after each upload keeps the member under six photos; it is not timed.
    const removeAfter = async (uploaded: { photoId: string; url: string }) => {
      storedBytes = (await (await fetch(`${server.baseUrl}${uploaded.url}`)).arrayBuffer()).byteLength;
      const removed = await fetch(`${server.baseUrl}/api/delete_photo/${uploaded.photoId}`, {
        method: 'DELETE',
        headers,
      });
      if (!removed.ok) throw new Error(`delete ${removed.status}`);
    };

    for (let index = 0; index < WARM_UP; index += 1) await removeAfter(await upload());
    const durations: number[] = [];
    for (let index = 0; index < UPLOADS; index += 1) {
      const started = performance.now();
      const uploaded = await upload();
      durations.push(performance.now() - started);
      await removeAfter(uploaded);
    }

    let thumbnailBytes = 0;
    for (let index = 0; index < WARM_UP; index += 1) await processPhoto(photo);
    const inProcess = await timeEach(UPLOADS, async () => {
      thumbnailBytes = (await processPhoto(photo)).thumbnail.bytes.length;
    });

    console.log(
      `\n# Photo upload: ${WIDTH}×${HEIGHT} JPEG of ${kb(photo.length)} (sequential, PGlite, disk)`,
    );
    console.log(
      `over HTTP    p50 ${ms(quantile(durations, 0.5))}  p95 ${ms(quantile(durations, 0.95))}  (n=${UPLOADS})`,
    );
    console.log(
      `sharp only   p50 ${ms(quantile(inProcess, 0.5))}  p95 ${ms(quantile(inProcess, 0.95))}  (in-process, n=${UPLOADS})`,
    );
    console.log(
      `ratio HTTP p50 / sharp p50: ${(quantile(durations, 0.5) / quantile(inProcess, 0.5)).toFixed(2)}×`,
      '(1.00× would mean image processing is the whole cost)',
    );
    console.log(
      `stored: photo ${kb(storedBytes)} WebP, thumbnail ${kb(thumbnailBytes)}; ratio stored / uploaded ${(storedBytes / photo.length).toFixed(3)}`,
    );
  } finally {
    await server.stop();
  }
  await compareFormats(photo);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
