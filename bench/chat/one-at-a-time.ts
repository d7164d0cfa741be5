import type { Sender, SocketFleet } from './load';
import type { Pair } from './population';

export interface OneAtATimeResult {
  /** Send start → the recipient's socket has the message, per message (ms). */
  delivery: number[];
  sent: number;
  /** Messages whose delivery, or the recipient's counts after it, did not come within 5 s. */
  lost: number;
}

const WAIT_MS = 5000;

/**
 * Sends `count` messages one after the other, each once the previous one's recipient has both the
 * message and the badge counts that follow it: nothing is gathered with anything else (no per-turn
 * batch of session checks, inserts or counts), so what a message costs is its own, whatever the load.
 */
export async function oneAtATime(
  sender: Sender,
  fleet: SocketFleet,
  pairs: Pair[],
  count: number,
): Promise<OneAtATimeResult> {
  const tag = Math.random().toString(36).slice(2, 8);
  const result: OneAtATimeResult = { delivery: [], sent: 0, lost: 0 };
  let expected = '';
  let heard: { at: number } | null = null;
  let wake: () => void = () => undefined;
  fleet.onFrame = (data, receivedAt) => {
    if (heard === null && data.startsWith('{"type":"message"') && data.includes(expected)) {
      heard = { at: receivedAt };
    } else if (heard !== null && data.startsWith('{"type":"counts"')) wake();
  };
  for (let seq = 0; seq < count; seq += 1) {
    const pair = pairs[seq % pairs.length];
    if (!pair) break;
    expected = `"messageContent":"u${tag}-${seq}"`;
    heard = null;
    const start = performance.now();
    const settled = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), WAIT_MS);
      wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    result.sent += 1;
    const status = await sender
      .post(
        '/api/send_message',
        { conversationID: pair.conversationId, messageContent: `u${tag}-${seq}` },
        pair.senderToken,
      )
      .catch(() => 0);
    const counted = status === 200 && (await settled);
    const delivered = heard as { at: number } | null;
    if (counted && delivered) result.delivery.push(delivered.at - start);
    else result.lost += 1;
  }
  return result;
}
