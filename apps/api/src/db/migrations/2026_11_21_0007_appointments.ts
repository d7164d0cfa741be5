import { type Kysely, sql } from 'kysely';

/**
 * Video-call appointments (features/appointments): one row per planned call between two matched
 * members, and one booking row per person and start time.
 *
 * "A slot already taken by either person cannot be booked twice" is the bookings' primary key
 * (user_id, starts_at), written in the same transaction as the appointment: of two simultaneous
 * bookings that share a person and a start time, the second waits on the index entry of the first
 * and is refused once it commits, on PGlite and on the server alike (an exclusion constraint would
 * need btree_gist, which PGlite does not ship). Equal start times are the only possible overlap
 * because every slot starts on the hour and lasts 30 minutes; slots of another length or step would
 * need a range exclusion instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table appointments (
      id serial,
      user_low integer not null,
      user_high integer not null,
      starts_at timestamptz not null,
      duration_minutes smallint not null,
      room_url text not null,
      created_by integer not null,
      created_at timestamptz not null default now(),
      constraint appointments_primary_key primary key (id),
      constraint appointments_ordered_pair check (user_low < user_high),
      constraint appointments_created_by_member check (created_by in (user_low, user_high)),
      constraint appointments_duration_valid check (duration_minutes between 1 and 240),
      constraint appointments_unique_room unique (room_url),
      -- The bookings' foreign key below: a booking always carries its appointment's start time.
      constraint appointments_unique_id_start unique (id, starts_at),
      constraint appointments_user_low_fk foreign key (user_low) references users (id) on delete cascade,
      constraint appointments_user_high_fk foreign key (user_high) references users (id) on delete cascade
    )`.execute(db);
  // "Any call planned with this match?" for the pending matches; also serves the cascade on user_low.
  await sql`create index appointments_by_pair on appointments (user_low, user_high)`.execute(db);
  await sql`create index appointments_by_user_high on appointments (user_high)`.execute(db);

  await sql`
    create table appointment_bookings (
      user_id integer not null,
      starts_at timestamptz not null,
      appointment_id integer not null,
      constraint appointment_bookings_primary_key primary key (user_id, starts_at),
      constraint appointment_bookings_user_fk foreign key (user_id) references users (id) on delete cascade,
      constraint appointment_bookings_appointment_fk foreign key (appointment_id, starts_at)
        references appointments (id, starts_at) on delete cascade
    )`.execute(db);
  await sql`create index appointment_bookings_by_appointment on appointment_bookings (appointment_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table appointment_bookings`.execute(db);
  await sql`drop table appointments`.execute(db);
}
