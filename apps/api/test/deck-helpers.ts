import { type SwipeProfile, swipeProfilesReply } from '@lien/contract';
import { FACT_QUESTION_IDS, type PersonalityAnswers } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/schema';
import type { useTestApp } from './app';
import {
  cityNear,
  createMember,
  type MemberOptions,
  questionnaireAnswers,
  remotePoint,
  tokenFor,
} from './factories';

/**
 * Answers with the politics given (and the smoking, when given), the rest from the seed: the facts
 * the deck's preferences and its widening look at.
 */
export function deckAnswers(seed: number, politics = 'Au centre', smoking?: string): PersonalityAnswers {
  return questionnaireAnswers(seed, {
    [FACT_QUESTION_IDS.politics]: politics,
    ...(smoking === undefined ? {} : { [FACT_QUESTION_IDS.smoking]: smoking }),
  });
}

/**
 * A place of its own for one test, far from every real commune, and members `km` north of it (0:
 * the place itself), as onboarding leaves them unless told otherwise.
 */
export async function neighbourhood(db: Kysely<Database>) {
  const origin = remotePoint();
  const here = await cityNear(db, origin);
  const at = (km: number) => (km === 0 ? Promise.resolve(here) : cityNear(db, origin, { north: km }));
  const member = async (km: number, options: Partial<MemberOptions> = {}) =>
    createMember(db, { cityId: await at(km), ...options });
  return { here, member };
}

/** The deck's calls as a member makes them: read the deck, swipe someone. */
export function deckCalls(t: ReturnType<typeof useTestApp>) {
  const { client } = t;
  /** The first `limit` cards of the member's deck, in the shape of the contract. */
  const deckOf = async (viewer: number, limit = 50): Promise<SwipeProfile[]> => {
    const response = await client.get(`/api/swipe_profiles?offset=0&limit=${limit}`, {
      token: tokenFor(t.config, viewer),
    });
    expect(response.statusCode, response.body).toBe(200);
    return swipeProfilesReply.unwrap().strict().parse(response.json()).profiles;
  };
  const swipe = (from: number, to: number, like: boolean) =>
    client.post('/api/swipe', { swipedUserId: to, like }, { token: tokenFor(t.config, from) });
  /**
   * The four ways someone leaves the viewer's deck, one person each: passed, liked, reported by the
   * viewer, and reporting the viewer.
   */
  const setAside = async (
    viewer: number,
    {
      passed,
      liked,
      reported,
      reporter,
    }: { passed: number; liked: number; reported: number; reporter: number },
  ) => {
    expect((await swipe(viewer, passed, false)).statusCode).toBe(200);
    expect((await swipe(viewer, liked, true)).statusCode).toBe(200);
    const report = await client.post(
      '/api/report_profile',
      { reportedUserId: reported, reason: 'Autre' },
      { token: tokenFor(t.config, viewer) },
    );
    expect(report.statusCode, report.body).toBe(200);
    const reverse = await client.post(
      '/api/report_profile',
      { reportedUserId: viewer, reason: 'Harcèlement' },
      { token: tokenFor(t.config, reporter) },
    );
    expect(reverse.statusCode, reverse.body).toBe(200);
  };
  return { deckOf, swipe, setAside };
}
