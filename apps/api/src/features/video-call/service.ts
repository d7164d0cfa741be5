import { randomBytes } from 'node:crypto';
import { APPOINTMENT_MINUTES, type Appointment, type appointmentSlotsReply } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Mailer } from '../../infra/mail';
import { areMatched } from '../discovery/swipes/service';
import { appointmentMail } from './mail';
import { presentAppointment } from './presenter';
import * as q from './queries';
import { findProposedSlot, proposedDays } from './slots';

type Db = Kysely<Database>;
type SlotDay = z.infer<typeof appointmentSlotsReply>['days'][number];

export interface VideoCallDependencies {
  mailer: Mailer;
  /** The video host, without a trailing slash (config.videoHostUrl). */
  videoHostUrl: string;
  log: FastifyBaseLogger;
  /** Tells the partner's open screens at once (a live 'appointment' event). */
  notify?: (userId: number, appointmentId: number) => void;
  /** The clock, the system's unless given. */
  now?: () => Date;
}

/**
 * A room name nobody can guess or enumerate: 128 random bits in lower-case hex (video hosts such as
 * Jitsi fold room names to lower case: mixed-case names would lose part of their randomness there).
 */
const newRoomName = () => `lien-${randomBytes(16).toString('hex')}`;

/**
 * Video-call appointments (PRODUCT §2.6, made real): which slots are free for a member and their match, booking one, and the agenda.
 */
export class VideoCallService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly deps: VideoCallDependencies,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * The same service as of another moment: its slots and bookings are those proposed at `now`. For the
   * demo world's couples (apps/demo), whose calls of the past weeks are booked as of the day they were.
   */
  asOf(now: Date): VideoCallService {
    return new VideoCallService(this.db, { ...this.deps, now: () => now });
  }

  /** The next 7 days' slots (Paris), each available when neither the member nor the partner holds it. */
  async slots(userId: number, partnerId: number): Promise<SlotDay[]> {
    await this.requirePlannable(userId, partnerId);
    const days = proposedDays(this.now());
    const starts = days.flatMap((day) => day.slots.map((slot) => slot.startsAt.getTime()));
    const held =
      starts.length === 0
        ? []
        : await q.heldStarts(
            this.db,
            [userId, partnerId],
            new Date(Math.min(...starts)),
            new Date(Math.max(...starts)),
          );
    const taken = new Set(held.map((date) => date.getTime()));
    return days.map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => ({ time: slot.time, available: !taken.has(slot.startsAt.getTime()) })),
    }));
  }

  /**
   * Books a proposed slot with a match: 403 without a match, 400 for a time not proposed (or past),
   * 409 when either of the two already holds it, decided by the database so that of two simultaneous
   * bookings of one person's time exactly one succeeds. Both members are then e-mailed.
   */
  async book(
    userId: number,
    request: { partnerId: number; date: string; time: string },
  ): Promise<Appointment> {
    const { partnerId } = request;
    await this.requirePlannable(userId, partnerId);
    const slot = findProposedSlot(this.now(), request.date, request.time);
    if (!slot) throw new HttpError(400, chatMessages.slotInvalid);
    const [low, high] = userId < partnerId ? [userId, partnerId] : [partnerId, userId];
    const roomUrl = `${this.deps.videoHostUrl}/${newRoomName()}`;
    let id: number;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        await q.releaseDeadAppointments(trx, [low, high], slot.startsAt);
        const row = await q.insertAppointment(trx, {
          low,
          high,
          startsAt: slot.startsAt,
          minutes: APPOINTMENT_MINUTES,
          roomUrl,
          createdBy: userId,
        });
        await q.insertBookings(trx, row.id, slot.startsAt, [low, high]);
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'appointment_bookings_primary_key')) {
        throw new HttpError(409, chatMessages.slotTaken);
      }
      // One of the two accounts was deleted meanwhile: there is no match left to plan with.
      if (isForeignKeyViolation(error)) throw new HttpError(403, chatMessages.notMatched);
      throw error;
    }
    const people = await q.findPeople(this.db, [userId, partnerId]);
    const me = people.find((person) => person.id === userId);
    const partner = people.find((person) => person.id === partnerId);
    if (!me || !partner) throw new HttpError(403, chatMessages.notMatched);
    await this.confirmByMail(me, partner, slot.startsAt, roomUrl);
    this.deps.notify?.(partnerId, id);
    return presentAppointment({
      id,
      startsAt: slot.startsAt,
      durationMinutes: APPOINTMENT_MINUTES,
      roomUrl,
      partner,
    });
  }

  /** The member's agenda: appointments not over yet, soonest first; the two members see the same. */
  async upcoming(userId: number): Promise<Appointment[]> {
    const rows = await q.listUpcoming(this.db, userId, this.now());
    return rows.map((row) =>
      presentAppointment({
        id: row.id,
        startsAt: row.starts_at,
        durationMinutes: row.duration_minutes,
        roomUrl: row.room_url,
        partner: { id: row.partner_id, first_name: row.partner_first_name, thumb_key: row.partner_thumb_key },
      }),
    );
  }

  /** A call is planned only with a match, never across a report nor after an ending. */
  private async requirePlannable(userId: number, partnerId: number): Promise<void> {
    if (
      !(await areMatched(this.db, userId, partnerId)) ||
      (await q.apartBetweenPair(this.db, userId, partnerId))
    ) {
      throw new HttpError(403, chatMessages.notMatched);
    }
  }

  /**
   * Both confirmations, each on its own: the appointment is booked whatever the mail server does, so a
   * failed send is logged rather than turned into an error for a booking that succeeded. A made-up
   * member (the demo world's) has no mailbox: they get none.
   */
  private async confirmByMail(
    me: { email: string; first_name: string; is_demo: boolean },
    partner: { email: string; first_name: string; is_demo: boolean },
    startsAt: Date,
    roomUrl: string,
  ): Promise<void> {
    const mails = [
      { to: me, other: partner },
      { to: partner, other: me },
    ]
      .filter(({ to }) => !to.is_demo)
      .map(({ to, other }) =>
        appointmentMail({ email: to.email, firstName: to.first_name }, other.first_name, startsAt, roomUrl),
      );
    const results = await Promise.allSettled(mails.map((mail) => this.deps.mailer.send(mail)));
    for (const result of results) {
      if (result.status === 'rejected')
        this.deps.log.error({ err: result.reason }, 'appointment mail failed');
    }
  }
}
