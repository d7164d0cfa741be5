import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { batchedWrites } from '../../infra/turn-batches';
import { insertMessagesIfOpen, type MessageToSend, type SendOutcome } from './queries';

/** Messages one statement stores at most. */
const BATCH_MAX = 200;

/**
 * Stores messages: those sent during one turn of the event loop go to the database together, in one
 * statement (queries.insertMessagesIfOpen), each with its own outcome (infra/turn-batches.ts). In
 * bench:chat's profile the database socket writes were the sending instance's largest cost.
 */
export class MessageWriter {
  readonly #write: (message: MessageToSend) => Promise<SendOutcome>;

  constructor(db: Kysely<Database>) {
    this.#write = batchedWrites((messages) => insertMessagesIfOpen(db, messages), BATCH_MAX);
  }

  write(message: MessageToSend): Promise<SendOutcome> {
    return this.#write(message);
  }
}
