import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serverMessages } from '@lien/contract/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';

/*
 * What Node's HTTP parser refuses before any route runs, sent over a real socket (inject skips the
 * parser): answered in French, as every other refusal.
 */

const t = useTestApp();
let port = 0;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Sends `raw` as it is and reads everything the server answers until it closes the connection. */
function exchange(raw: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        contentType: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
    socket.end(raw);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers an address longer than the headers allow with a French 431', async () => {
    const answer = await exchange(
      `GET /api/search_cities?query=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: serverMessages.tooLarge });
  });

  it('answers bytes that are not HTTP with a French 400', async () => {
    const answer = await exchange('\u0001\u0002 pas du HTTP\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: serverMessages.invalidInput });
  });
});
