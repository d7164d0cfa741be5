import { randomHex } from './random';

/** Keys in sessionStorage: the tab's journey, forgotten when the tab closes. */
const ANONYMOUS_KEY = 'lien.telemetry.anonymousId';
const USER_KEY = 'lien.telemetry.userId';

/** The store the identity lives in: sessionStorage in the browser, anything alike in tests. */
export type IdentityStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Who the analytics events are about: a random id for the visitor until sign-up names the
 * member, then the member's id. Kept per tab so a reload does not split the journey; held in
 * memory where storage is refused (private modes).
 */
export class Identity {
  #memory = new Map<string, string>();

  constructor(private readonly storage: IdentityStorage | null) {}

  /** The `distinct_id` to send now. */
  distinctId(): string {
    return this.#get(USER_KEY) ?? this.#anonymousId();
  }

  /**
   * Records the member's id. Answers the anonymous id it replaces the first time, so the caller
   * can tell PostHog both ids are one person (otherwise "started" and "success" never join up).
   */
  identify(userId: string): string | null {
    const current = this.#get(USER_KEY);
    if (current === userId) return null;
    this.#set(USER_KEY, userId);
    return current === null ? this.#anonymousId() : null;
  }

  /**
   * The member left the tab (logout, another member's log-in): whoever comes next is a new visitor,
   * never joined to the previous member's id (PostHog's `reset()` on logout).
   */
  forget(): void {
    for (const key of [USER_KEY, ANONYMOUS_KEY]) {
      this.#memory.delete(key);
      try {
        this.storage?.removeItem(key);
      } catch {
        // Storage refused: the in-memory copy is gone, which is what this page reads.
      }
    }
  }

  #anonymousId(): string {
    let id = this.#get(ANONYMOUS_KEY);
    if (!id) {
      id = `anon-${randomHex()}`;
      this.#set(ANONYMOUS_KEY, id);
    }
    return id;
  }

  #get(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? this.#memory.get(key) ?? null;
    } catch {
      return this.#memory.get(key) ?? null;
    }
  }

  #set(key: string, value: string): void {
    this.#memory.set(key, value);
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Storage full or refused: the in-memory copy serves this page.
    }
  }
}
