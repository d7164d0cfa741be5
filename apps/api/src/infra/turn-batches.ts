import DataLoader from 'dataloader';

/**
 * Gathers the calls made during one turn of the event loop into one call of `loadAll` (one statement,
 * one round trip for all of them), each caller getting its own answer; a call alone waits only for the
 * end of the current turn. `loadAll` answers one result per item, in their order. Nothing is cached:
 * each call reads or writes the database as it is at that moment.
 */
export function perTurnBatches<Item, Result>(
  loadAll: (items: readonly Item[]) => Promise<readonly (Result | Error)[]>,
  maxBatchSize: number,
): (item: Item) => Promise<Result> {
  const loader = new DataLoader<Item, Result>(loadAll, {
    cache: false,
    maxBatchSize,
    batchScheduleFn: (run) => setImmediate(run),
  });
  return (item) => loader.load(item);
}

/**
 * perTurnBatches for writes (one commit for all of them too). A batch the database refuses as a whole
 * (an account deleted at that very moment breaks a foreign key of one item) is tried again item by
 * item, in order, so that one item's failure is its own and the others keep the order they came in.
 */
export function batchedWrites<Item, Outcome>(
  writeAll: (items: readonly Item[]) => Promise<Outcome[]>,
  maxBatchSize: number,
): (item: Item) => Promise<Outcome> {
  return perTurnBatches(async (items: readonly Item[]) => {
    try {
      return await writeAll(items);
    } catch (error) {
      if (items.length === 1) throw error;
      const outcomes: (Outcome | Error)[] = [];
      for (const item of items) {
        outcomes.push(
          await writeAll([item]).then(
            ([outcome]) => outcome ?? new Error('no outcome'),
            (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
          ),
        );
      }
      return outcomes;
    }
  }, maxBatchSize);
}
