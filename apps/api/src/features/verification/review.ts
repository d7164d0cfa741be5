import type { Readable } from 'node:stream';
import {
  verificationMessages as m,
  type QueuedVerification,
  type VerificationDecisionRequest,
  type VerificationReview,
} from '@lien/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { photoKeys as profilePhotoKeys } from '../moderation/queries';
import { photoUrl } from '../photos/service';
import { closeSubmitted } from './close';
import { verificationOutcomeMail } from './mails';
import * as q from './queries';

/** Pending verifications the queue lists at most. */
const QUEUE_MAX = 200;

function queued(row: NonNullable<q.PendingRow>): QueuedVerification {
  return {
    id: row.id,
    member: {
      id: row.user_id,
      firstName: row.first_name,
      photoUrl: row.thumb_key && photoUrl(row.thumb_key),
    },
    gesture: row.gesture,
    submittedAt: (row.submitted_at ?? new Date()).toISOString(),
  };
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The moderators' side of photo verification: the queue of sent selfies, one selfie beside the
 * member's photos, and the decision, which erases the selfie before it commits (a store that fails
 * leaves the request undecided, to decide again) and tells the member by e-mail.
 */
export class VerificationReviewService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'mailer' | 'config'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async queue(): Promise<QueuedVerification[]> {
    return (await q.queue(this.ctx.db, QUEUE_MAX)).map(queued);
  }

  async review(id: number): Promise<VerificationReview> {
    const { db, storage } = this.ctx;
    const row = await q.pendingOne(db, id);
    const file = row?.selfie_key ? await storage.get(row.selfie_key) : null;
    if (!row || !file) throw new HttpError(404, m.notFound);
    const selfie = `data:${file.contentType};base64,${(await bytesOf(file.body)).toString('base64')}`;
    return {
      verification: queued(row),
      selfie,
      photoUrls: (await profilePhotoKeys(db, row.user_id)).map(photoUrl),
    };
  }

  async decide(moderatorId: number, request: VerificationDecisionRequest): Promise<void> {
    const { db, storage, mailer, config } = this.ctx;
    const refusal =
      request.outcome === 'refuse' ? { reason: request.reason, note: request.note ?? null } : undefined;
    // The selfie erased before the decision commits (closeSubmitted).
    const decided = await closeSubmitted(db, storage, request.verificationId, (trx, row) =>
      q.recordDecision(trx, {
        id: row.id,
        userId: row.user_id,
        moderatorId,
        outcome: refusal ? 'refused' : 'approved',
        reason: refusal?.reason ?? null,
        note: refusal?.note ?? null,
      }),
    );
    if (decided === undefined) throw new HttpError(404, m.notFound);
    if (decided) {
      await mailer.send(
        verificationOutcomeMail(
          decided.email,
          decided.first_name,
          refusal ? { approved: false, ...refusal } : { approved: true },
          `${config.publicUrl}/verification`,
        ),
      );
    }
    this.log.info(
      { verificationId: request.verificationId, outcome: request.outcome, moderatorId },
      'verification decision',
    );
  }
}
