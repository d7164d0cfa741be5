import { beforeAll } from 'vitest';
import { DigestLinks, DigestSweep } from '../src/features/notifications/digest';
import { createMailer } from '../src/infra/mail';
import type { TestFixture } from './app';

/**
 * The daily e-mail digest of a file's app, run by hand at a given time, and the digests a member was
 * sent, read back from the outbox (the app's mailer without SMTP stores its mails as sent).
 */
export function useDigest(t: TestFixture) {
  let digest: DigestSweep | undefined;
  let clock = new Date();
  beforeAll(() => {
    digest = new DigestSweep({
      db: t.db,
      mailer: createMailer({ db: t.db, smtp: false }),
      links: new DigestLinks(t.config.jwtSecret),
      publicUrl: 'http://lien.test',
      now: () => clock,
    });
  });

  /** One sweep of the digest as if it were `now`; answers what it answers (the mails it queued). */
  function sweep(now: Date): Promise<number> {
    if (!digest) throw new Error('useDigest: the sweep is made in beforeAll; call it inside a test');
    clock = now;
    return digest.runOnce();
  }

  /** The digests sent to the member, oldest first. */
  async function digestsTo(userId: number) {
    const { email } = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body', 'list_unsubscribe'])
      .where('to_address', '=', email)
      .where('subject', '=', 'Du nouveau sur Lien')
      .orderBy('id')
      .execute();
  }

  return { sweep, digestsTo };
}
