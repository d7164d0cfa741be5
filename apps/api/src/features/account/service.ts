import { accountMessages, type deleteAccountRequest } from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { verifyPassword } from '../../infra/passwords';
import { leaveConversations } from '../chat/account';
import * as q from './queries';

/** The delete-account dialog's answers, as the contract validated and cleaned them. */
export type AccountDeletion = z.output<typeof deleteAccountRequest>;

/**
 * Account deletion (PRODUCT §2.5, §5): the password confirms it, then the member's data is erased in one
 * transaction and their photo files after it commits. What the other person needs stays, without the
 * deleted person's identity: their messages, unsigned, in the other person's thread.
 */
export class AccountService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'live'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `confirm` asks what else confirms it (two-step verification's code), once the password is right. */
  async deleteAccount(
    userId: number,
    { password, reason, comment }: AccountDeletion,
    confirm: () => Promise<void> = async () => undefined,
  ): Promise<void> {
    const account = await q.findAccount(this.ctx.db, userId);
    if (!account) throw new HttpError(401, serverMessages.unauthenticated);
    // An account made through LinkedIn (or a demo member) has no password to confirm with: the
    // forgot-password link sets one, and proves the address at the same time.
    if (account.password_hash === null) {
      await verifyPassword(null, password);
      throw new HttpError(400, accountMessages.noPassword);
    }
    if (!(await verifyPassword(account.password_hash, password))) {
      throw new HttpError(400, accountMessages.wrongPassword);
    }
    await confirm();

    if (!(await this.erase(userId, account.email, { reason, comment }))) {
      throw new HttpError(401, serverMessages.unauthenticated);
    }
  }

  /**
   * Erases an account: its data in one transaction (the deletion's reason recorded, unsigned, when the
   * member gave one), then its photo files once that commits. False when it was already gone. Used by
   * the member's own deletion and by the retention of inactive accounts.
   */
  async erase(
    userId: number,
    email: string,
    record?: Pick<AccountDeletion, 'reason' | 'comment'>,
  ): Promise<boolean> {
    const erased = await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await q.lockMember(trx, userId))) return null;
      // Read under the lock: no upload can add a photo from here to the commit.
      const keys = await q.photoKeys(trx, userId);
      const affected = await q.affectedMembers(trx, userId);
      await leaveConversations(trx, userId);
      await q.deleteReportsBy(trx, userId);
      await q.deleteOutboxMails(trx, email);
      if (record) await q.recordDeletion(trx, record);
      await q.deleteUser(trx, userId);
      return { keys, affected };
    });
    if (!erased) return false;

    // After the commit: a failed storage call leaves an orphan file (unlinked from anyone, behind a
    // 128-bit random key), never an account that lives on with its photos gone.
    const results = await Promise.allSettled(erased.keys.map((key) => this.ctx.storage.delete(key)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0)
      this.log.error({ failed, keys: erased.keys }, 'photo files of a deleted account left in storage');
    for (const memberId of erased.affected) this.ctx.live.countsChanged(memberId);
    return true;
  }
}
