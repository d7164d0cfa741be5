import DataLoader from 'dataloader';

/**
 * Gathers the writes asked during one turn of the event loop into one call of `writeAll` (one
 * statement, one round trip, one commit for all of them), each caller getting its own outcome. Under
 * load, dozens of writes share what each would otherwise pay alone; a write alone waits only for the
 * end of the current turn. `writeAll` answers one outcome per item, in their order.
 *
 * A batch the database refuses as a whole (an account deleted at that very moment breaks a foreign key
 * of one item) is tried again item by item, in order, so that one item's failure is its own and the
 * others keep the order they came in.
 */
export function batchedWrites<Item, Outcome>(
  writeAll: (items: readonly Item[]) => Promise<Outcome[]>,
  maxBatchSize: number,
): (item: Item) => Promise<Outcome> {
  const loader = new DataLoader<Item, Outcome>(
    async (items) => {
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
    },
    { cache: false, maxBatchSize, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (item) => loader.load(item);
}
