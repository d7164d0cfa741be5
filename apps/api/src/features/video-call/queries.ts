import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { apartBetween } from '../endings/between';

type Db = Kysely<Database>;

/*
 * An appointment counts while no report stands between its two members (in either direction),
 * moderation withholds neither and neither ended their conversation (issue #27): a reported person
 * disappears from the other's screens, their calls too, and the times they held are free again. A
 * deleted account takes its appointments with it (foreign keys).
 */
const live = (alias: string) =>
  sql`not ${apartBetween(sql.ref(`${alias}.user_low`), sql.ref(`${alias}.user_high`))}`;

/**
 * Whether the two cannot reach each other: a report between them, either withheld by moderation, or
 * their conversation ended.
 */
export async function apartBetweenPair(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db.selectNoFrom(apartBetween(a, b).as('apart')).executeTakeFirstOrThrow();
  return row.apart;
}

/** The start times in [from, to] that any of these members holds through a live appointment. */
export async function heldStarts(db: Db, userIds: number[], from: Date, to: Date): Promise<Date[]> {
  const result = await sql<{ starts_at: Date }>`
    select distinct b.starts_at
    from appointment_bookings b
    join appointments a on a.id = b.appointment_id
    where b.user_id = any(${userIds}::integer[]) and b.starts_at between ${from} and ${to} and ${live('a')}`.execute(
    db,
  );
  return result.rows.map((row) => new Date(row.starts_at));
}

/**
 * Deletes the appointments at `startsAt` of these members that no longer count (a report came
 * between their two members since), so that their bookings stop holding the time.
 */
export async function releaseDeadAppointments(db: Db, userIds: number[], startsAt: Date): Promise<void> {
  await sql`
    delete from appointments a
    using appointment_bookings b
    where b.appointment_id = a.id and b.user_id = any(${userIds}::integer[]) and b.starts_at = ${startsAt}
      and not ${live('a')}`.execute(db);
}

/** Inserts an appointment; answers its id. */
export async function insertAppointment(
  db: Db,
  values: { low: number; high: number; startsAt: Date; minutes: number; roomUrl: string; createdBy: number },
): Promise<{ id: number; created_at: Date }> {
  return db
    .insertInto('appointments')
    .values({
      user_low: values.low,
      user_high: values.high,
      starts_at: values.startsAt,
      duration_minutes: values.minutes,
      room_url: values.roomUrl,
      created_by: values.createdBy,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Books the time for each member; the primary key refuses a time one of them already holds. */
export async function insertBookings(
  db: Db,
  appointmentId: number,
  startsAt: Date,
  userIds: number[],
): Promise<void> {
  await db
    .insertInto('appointment_bookings')
    .values(
      userIds.map((userId) => ({ user_id: userId, starts_at: startsAt, appointment_id: appointmentId })),
    )
    .execute();
}

export interface AppointmentRow {
  id: number;
  starts_at: Date;
  duration_minutes: number;
  room_url: string;
  partner_id: number;
  partner_first_name: string;
  partner_thumb_key: string | null;
}

/** The member's live appointments not yet over at `now`, soonest first, with the other member. */
export async function listUpcoming(db: Db, userId: number, now: Date): Promise<AppointmentRow[]> {
  const result = await sql<AppointmentRow>`
    select a.id, a.starts_at, a.duration_minutes, a.room_url, u.id as partner_id,
      u.first_name as partner_first_name, ph.thumb_key as partner_thumb_key
    from appointment_bookings b
    join appointments a on a.id = b.appointment_id
    join users u on u.id = case when a.user_low = ${userId} then a.user_high else a.user_low end
    left join photos ph on ph.user_id = u.id and ph.position = 0
    where b.user_id = ${userId}
      and a.starts_at + make_interval(mins => a.duration_minutes) > ${now}
      and ${live('a')}
    order by a.starts_at, a.id`.execute(db);
  return result.rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at) }));
}

/** What the booking's reply and e-mails need of its members: address, first name, main photo. */
export function findPeople(db: Db, userIds: number[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('photos as ph', (join) => join.onRef('ph.user_id', '=', 'u.id').on('ph.position', '=', 0))
    .select(['u.id', 'u.email', 'u.first_name', 'u.is_demo', 'ph.thumb_key'])
    .where('u.id', 'in', userIds)
    .execute();
}
