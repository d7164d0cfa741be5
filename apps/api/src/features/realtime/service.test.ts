import type { RealtimeEvent } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { createInProcessPubSub, type PubSub } from '../../infra/pubsub';
import { LiveEvents, userChannel } from './service';

const like: RealtimeEvent = { type: 'like', superLike: false };

/** LiveEvents with a listener that records what it is told about each event. */
function liveWith(pubsub: PubSub) {
  const told: { userId: number; listeners: Promise<number | undefined> }[] = [];
  const live = new LiveEvents(pubsub, undefined, {
    announced: (userId, _event, listeners) => void told.push({ userId, listeners }),
  });
  return { live, told };
}

describe('LiveEvents', () => {
  it('tells the away listener how many instances heard each event: its member’s open apps', async () => {
    const pubsub = createInProcessPubSub();
    await pubsub.subscribe(userChannel(1), () => {});
    const { live, told } = liveWith(pubsub);
    live.notify(1, like);
    live.notify(2, like);
    expect(await Promise.all(told.map(async ({ userId, listeners }) => [userId, await listeners]))).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it('tells it that presence is unknown when the event could not be published', async () => {
    const failing: PubSub = {
      ...createInProcessPubSub(),
      publish: async () => {
        throw new Error('Redis away');
      },
    };
    const { live, told } = liveWith(failing);
    live.notify(3, like);
    expect(await told[0]?.listeners).toBeUndefined();
  });
});
