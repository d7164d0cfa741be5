import { sql } from 'kysely';
import type { DatabaseDefinitions } from '../../../db/definitions';
import { pickShown } from '../../daily-pick/shown';
import { withheld } from '../../moderation/database';
import { incognitoHides } from '../../privacy/visibility';
import { reportBetween } from '../../reports/between';

/**
 * swipe_batch(...): the one place a swipe is decided. The swipes that arrive together are applied by
 * one call in one transaction, set by set, in a few statements whatever their number, where a swipe
 * alone cost a transaction and a dozen statements of its own (five plain inserts, measured). For each
 * swipe, in the order given:
 * 1. its verdict: 'onboarding' (the swiper has no deck), 'hidden' (the member is gone, a report stands
 *    between them, or they are neither in the swiper's deck, incognito mode included, nor the swiper's
 *    « choix du jour » (daily-pick/shown.ts), nor someone who liked the swiper), 'repeat' (the swiper
 *    already decided on the member: that decision stands), or to be recorded;
 * 2. the pairs' advisory locks (the ordered pair as two integers, as swipe_record took them), taken in
 *    one order in every batch, so two batches never wait on each other in a circle;
 * 3. the swipes, the first of a swiper on a member when the batch holds several ('recorded'; one a
 *    concurrent call stored first is a 'repeat');
 * 4. in a new statement, hence a snapshot taken after the locks (the function is VOLATILE, under READ
 *    COMMITTED), the matches: a recorded like answering a like, committed before or in this batch;
 *    with each new match, in the same statement, its conversation and a member row for each side.
 * It answers, per swipe: the outcome; `matched`, the pair is matched after the call (of two
 * reciprocal likes in one batch, only the later answers true, as the second of two calls would); and
 * `conversation_id`, the matched pair's conversation (null when not matched), so that whoever
 * announces a match has it without reading it back.
 * The answer looks up each swipe's match and conversation by their unique indexes, and only for a swipe
 * that may have matched (recorded or repeated): the generic plan, which cannot count the arrays, once
 * hashed the whole matches table for every batch, a scan growing with every match ever made (issue #28).
 * plan_cache_mode: the batch arrives as arrays, whose custom plans look cheaper to the plan cache than
 * the generic one and would be planned on every call. Called alone (autocommit), the call is its own
 * transaction, which the transaction-level locks need.
 */
const batch = sql`
  create or replace function swipe_batch(swipers integer[], swipeds integer[], likes boolean[], supers boolean[],
    today date)
  returns table (n integer, outcome text, matched boolean, conversation_id integer)
  language plpgsql volatile set plan_cache_mode = force_generic_plan as $$
  declare
    verdicts text[];
    recorded integer[];
    pair record;
  begin
    select array_agg(case
        when not exists (select 1 from deck_members d where d.user_id = a.swiper) then 'onboarding'
        when not exists (select 1 from users u where u.id = a.swiped)
          or ${reportBetween(sql.raw<number>('a.swiper'), sql.raw<number>('a.swiped'))}
          or ${withheld(sql.raw<number>('a.swiped'))}
          then 'hidden'
        when exists (select 1 from swipes s where s.swiper_id = a.swiper and s.swiped_id = a.swiped)
          then 'repeat'
        when exists (select 1 from swipes s where s.swiper_id = a.swiped and s.swiped_id = a.swiper and s.liked)
          or ${pickShown(sql.raw<number>('a.swiper'), sql.raw<number>('a.swiped'), sql.raw<string>('today'))}
          or exists (select 1 from deck_members v
            join encounter_preferences e on e.user_id = v.user_id
            join deck_members m on m.user_id = a.swiped
            where v.user_id = a.swiper and deck_rule(v, e, m, today)
              and not ${incognitoHides(sql.raw<number>('a.swiper'), sql.raw<number>('a.swiped'))})
          then 'record'
        else 'hidden' end order by a.i)
      into verdicts
      from unnest(swipers, swipeds) with ordinality as a (swiper, swiped, i);

    for pair in
      select distinct least(a.swiper, a.swiped) as low, greatest(a.swiper, a.swiped) as high
      from unnest(swipers, swipeds) with ordinality as a (swiper, swiped, i)
      where verdicts[a.i] = 'record'
      order by 1, 2
    loop
      perform pg_advisory_xact_lock(pair.low, pair.high);
    end loop;

    with wanted as (
      select distinct on (a.swiper, a.swiped) a.i, a.swiper, a.swiped, a.liked, a.super_like
      from unnest(swipers, swipeds, likes, supers) with ordinality as a (swiper, swiped, liked, super_like, i)
      where verdicts[a.i] = 'record'
      order by a.swiper, a.swiped, a.i
    ), stored as (
      insert into swipes (swiper_id, swiped_id, liked, super_like)
      select w.swiper, w.swiped, w.liked, w.super_like from wanted w
      on conflict on constraint swipes_primary_key do nothing
      returning swiper_id, swiped_id
    )
    select coalesce(array_agg(w.i::integer), '{}') into recorded
    from wanted w join stored s on s.swiper_id = w.swiper and s.swiped_id = w.swiped;

    with made as (
      insert into matches (user_low, user_high)
      select distinct least(swipers[r], swipeds[r]), greatest(swipers[r], swipeds[r])
      from unnest(recorded) as r
      where likes[r]
        and exists (select 1 from swipes s where s.swiper_id = swipeds[r] and s.swiped_id = swipers[r] and s.liked)
      on conflict on constraint matches_unique_pair do nothing
      returning id, user_low, user_high, created_at
    ), opened as (
      insert into conversations (match_id, created_at)
      select id, created_at from made
      returning id, match_id
    )
    insert into conversation_members (user_id, conversation_id, partner_id)
    select side.user_id, opened.id, side.partner_id
    from opened
    join made on made.id = opened.match_id
    cross join lateral (values (made.user_low, made.user_high), (made.user_high, made.user_low))
      as side (user_id, partner_id);

    return query
    select answer.n, answer.outcome, answer.matched, case when answer.matched then c.id end
    from (
      select a.i::integer as n,
        case when verdicts[a.i] <> 'record' then verdicts[a.i]
          when a.i = any(recorded) then 'recorded' else 'repeat' end as outcome,
        m.id is not null
          and not exists (select 1 from unnest(recorded) as later (r)
            where later.r > a.i and a.i = any(recorded) and likes[later.r]
              and swipers[later.r] = a.swiped and swipeds[later.r] = a.swiper) as matched,
        m.id as match_id
      from unnest(swipers, swipeds) with ordinality as a (swiper, swiped, i)
      left join lateral (select m.id from matches m
        where verdicts[a.i] in ('record', 'repeat')
          and m.user_low = least(a.swiper, a.swiped) and m.user_high = greatest(a.swiper, a.swiped)) m on true
    ) as answer
    left join lateral (select c.id from conversations c where c.match_id = answer.match_id) c on true
    order by answer.n;
  end $$`;

/** The swipes' database functions (after the deck's: swipe_batch calls deck_rule). */
export const swipesDatabase: DatabaseDefinitions = [batch];
