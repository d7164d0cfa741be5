// One-off: the deck before (5babad5) and after, interleaved in one process on a kept database.
import { DeckService as Before } from '../../wt-before/apps/api/src/features/discovery/deck/service';
import { DeckService as After } from '../apps/api/src/features/discovery/deck/service';
import { addEarlierSwipes, pickViewers, VIEWER_KINDS, type ViewerKind } from './deck/viewers';
import { keptDatabase } from './lib/scratch';
import { loadAverage, ms, quantile } from './lib/stats';

const name = process.env.DB ?? 'deck1m';
const handle = await keptDatabase('postgres://postgres@127.0.0.1:5432/postgres', name);
const { db } = handle;
const before = new Before(db as never);
const after = new After(db);
const VIEWERS = 40;
console.log(`# ${name}, interleaved, ${loadAverage()}`);
for (const kind of Object.keys(VIEWER_KINDS) as ViewerKind[]) {
  const picked = await pickViewers(db, kind, 400);
  const viewers = picked.slice(300, 300 + VIEWERS);
  await addEarlierSwipes(db, viewers, 300);
  for (const other of picked.slice(200, 240)) {
    await before.deck(other, 0, 10);
    await after.deck(other, 0, 10);
  }
  const times = { before: [] as number[], after: [] as number[] };
  for (let round = 0; round < 3; round += 1) {
    for (const [i, viewer] of viewers.entries()) {
      const order = (i + round) % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const which of order) {
        const service = which === 'before' ? before : after;
        const start = performance.now();
        await service.deck(viewer, 0, 10);
        times[which].push(performance.now() - start);
      }
    }
  }
  const line = (which: 'before' | 'after') =>
    `${which} p50 ${ms(quantile(times[which], 0.5))} p95 ${ms(quantile(times[which], 0.95))}`;
  console.log(`${VIEWER_KINDS[kind].padEnd(22)} ${line('before')} | ${line('after')} (${loadAverage()})`);
}
await handle.close();
