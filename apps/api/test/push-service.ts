import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { type PushPayload, pushPayload } from '@lien/contract';
import { afterAll, beforeAll } from 'vitest';

// http_ece (RFC 8188) is what web-push encrypts with; its decrypt reads a push as a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

/** A push the local service received, decrypted with the device's keys. */
export interface ReceivedPush {
  device: string;
  payload: PushPayload;
  authorization: string;
}

/** One browser's subscription: where its pushes go and the keys they are encrypted for. */
export interface FakeDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The status the service answers pushes to this device with (201; 410 when the browser unsubscribed). */
  status: number;
}

/**
 * A push service on 127.0.0.1 for one test file: devices are paths of it; each POST is decrypted with
 * the device's private key and kept, so a test reads the title, body and url a phone would show.
 */
export function useLocalPushService() {
  const received: ReceivedPush[] = [];
  const devices = new Map<string, FakeDevice & { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const device = devices.get(request.url?.slice(1) ?? '');
        if (!device) {
          response.writeHead(404).end();
          return;
        }
        if (device.status < 300) {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.auth,
          });
          received.push({
            device: device.name,
            payload: pushPayload.parse(JSON.parse(plain.toString('utf8'))),
            authorization: String(request.headers.authorization ?? ''),
          });
        }
        response.writeHead(device.status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A new device of this service (a browser that subscribed). */
  function device(name: string, status = 201): FakeDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const path = `${name}-${randomBytes(6).toString('hex')}`;
    const made = {
      name,
      status,
      ecdh,
      auth,
      subscription: {
        endpoint: `${base}/${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      },
    };
    devices.set(path, made);
    return made;
  }

  /** The pushes a device received so far. */
  const to = (device: FakeDevice) => received.filter((push) => push.device === device.name);

  return { device, to, received };
}
