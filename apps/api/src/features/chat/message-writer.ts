import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertMessagesIfOpen, type MessageToSend, type SendOutcome } from './queries';

/** Messages one statement stores at most. */
const BATCH_MAX = 200;

/**
 * Stores messages: those sent during one turn of the event loop go to the database together, in one
 * statement (queries.insertMessagesIfOpen), each with its own outcome. Under load, dozens of messages
 * share one round trip and one commit instead of each waking a connection: in bench:chat's profile the
 * database socket writes were the sending instance's largest cost. A batch the database refuses as a
 * whole (an account deleted at that very moment breaks a foreign key) is retried message by message,
 * in order, so that one message's failure is its own and the others keep their place in the thread.
 */
export class MessageWriter {
  readonly #loader: DataLoader<MessageToSend, SendOutcome>;

  constructor(db: Kysely<Database>) {
    this.#loader = new DataLoader(
      async (messages) => {
        try {
          return await insertMessagesIfOpen(db, messages);
        } catch (error) {
          if (messages.length === 1) throw error;
          // One after the other: ids are drawn in sending order, which is the thread's order.
          const outcomes: (SendOutcome | Error)[] = [];
          for (const message of messages) {
            outcomes.push(
              await insertMessagesIfOpen(db, [message]).then(
                ([outcome]) => outcome ?? new Error('no outcome'),
                (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
              ),
            );
          }
          return outcomes;
        }
      },
      { cache: false, maxBatchSize: BATCH_MAX, batchScheduleFn: (run) => setImmediate(run) },
    );
  }

  write(message: MessageToSend): Promise<SendOutcome> {
    return this.#loader.load(message);
  }
}
