import { createHmac, timingSafeEqual } from 'node:crypto';
import { todayInParis } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScheduledJob } from '../../infra/jobs/runner';
import type { Mailer } from '../../infra/mail';
import { ANNOUNCE_FROM_HOUR, parisHour } from '../daily-pick/job';
import * as q from './queries';
import { digestMail } from './texts';
import { markRemindersDigested } from './turn-reminder-queries';

/** At most one digest a day. */
export const DIGEST_PERIOD_MS = 24 * 60 * 60 * 1000;
/** Members one round mails at most; the next round takes the rest. */
const BATCH = 200;

/** The digest's unsubscribe address: a GET asks, a POST (the page's button, or one-click) turns it off. */
export const UNSUBSCRIBE_PATH = '/api/email_digest/unsubscribe';

/**
 * The signed token of a digest's unsubscribe link: the member's id and an HMAC of it under the
 * server's secret, so the link turns the digest off without logging in and names nobody else.
 */
export class DigestLinks {
  constructor(private readonly secret: string) {}

  #mac(userId: number): string {
    return createHmac('sha256', this.secret).update(`email-digest-off:${userId}`).digest('base64url');
  }

  token(userId: number): string {
    return `${userId}.${this.#mac(userId)}`;
  }

  /** The member a token names, or null when it was not signed by us. */
  verify(token: string): number | null {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    const expected = Buffer.from(this.#mac(userId));
    const given = Buffer.from(match[2] as string);
    return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
  }
}

export interface DigestSweepDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  links: DigestLinks;
  publicUrl: string;
  /** The clock (tests move it); now by default. */
  now?: () => Date;
}

/**
 * The e-mail fallback of push (issue #17): every hour (a job of the runner), members with the digest on, no push
 * subscription, no digest in the last day, and something unseen since their last one (a match not
 * seen, a message not read, their « choix du jour » from 9:00, a « À vous de jouer » reminder filed for
 * the digest) get one mail through the outbox. Several instances may sweep: each
 * member's digest is claimed by a conditional write of `last_digest_at` before it is queued.
 */
export class DigestSweep {
  constructor(private readonly deps: DigestSweepDeps) {}

  /** One round; answers how many digests it queued. Only `memberId`'s when given (dev-routes.ts). */
  async runOnce(memberId?: number): Promise<number> {
    const { db, mailer, links, publicUrl } = this.deps;
    const now = this.deps.now?.() ?? new Date();
    const since = new Date(now.getTime() - DIGEST_PERIOD_MS);
    // « Le choix du jour » is told of from the hour pushes tell of it (daily-pick/job.ts).
    const pickDay = parisHour(now) >= ANNOUNCE_FROM_HOUR ? todayInParis(now) : null;
    let sent = 0;
    // A member mailed (or claimed by another instance) is no longer a candidate: batch after batch.
    for (;;) {
      const batch = await q.digestCandidates(db, since, BATCH, pickDay, memberId);
      for (const member of batch) {
        if (!(await q.claimDigest(db, member.id, since, now))) continue;
        const unsubscribeUrl = `${publicUrl}${UNSUBSCRIBE_PATH}?token=${links.token(member.id)}`;
        const news = {
          matches: member.matches,
          messages: member.messages,
          dailyPick: member.daily_pick,
          awaitingAnswer: member.waiting.map((reminder) => reminder.name),
        };
        await mailer.send(digestMail(member.email, member.first_name, news, publicUrl, unsubscribeUrl));
        if (member.daily_pick && pickDay) await q.markPickAnnounced(db, member.id, pickDay, now);
        const told = member.waiting.map((reminder) => reminder.conversation);
        await markRemindersDigested(db, member.id, told, now);
        sent += 1;
      }
      if (batch.length < BATCH) return sent;
    }
  }
}

/** The sweep as a scheduled job: every hour at minute 7, on one instance at a time. */
export function digestSweepJob(sweep: DigestSweep): ScheduledJob<number> {
  return {
    name: 'digest sweep',
    schedule: { cron: '7 * * * *' },
    leaseMs: 30 * 60_000,
    run: () => sweep.runOnce(),
    report: (sent, log) => {
      if (sent) log.info({ sent }, 'e-mail digests queued');
    },
  };
}
