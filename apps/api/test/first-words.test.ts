import { swipeProfile } from '@lien/contract';
import { SENSITIVE_QUESTION_IDS, sayOpeners, withoutSensitiveAnswers } from '@lien/contract/rules';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { questionnaireAnswers, tokenFor, useRemotePlace } from './factories';

/*
 * First words (issue #27): a match's three openers come with the other person's profile (whyYouTwo),
 * made from the pair's reasons; never from a sensitive question unless both consented.
 */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

const profileOf = (viewer: number, member: number) =>
  client.get(`/api/user_profile/${member}`, { token: tokenFor(t.config, viewer) });

async function openersOf(viewer: number, member: number): Promise<string[]> {
  const response = await profileOf(viewer, member);
  expect(response.statusCode, response.body).toBe(200);
  return swipeProfile.unwrap().strict().parse(response.json()).whyYouTwo.openers;
}

/** Every opener a sensitive question could give, as the contract says it. */
const SENSITIVE_OPENERS = new Set(
  SENSITIVE_QUESTION_IDS.flatMap((id) => [
    sayOpeners({ agreements: [id], difference: null, sharedInterests: [] })[0],
    sayOpeners({ agreements: [], difference: id, sharedInterests: [] })[0],
  ]),
);

const [climbing, theatre] = ['Escalade', 'Théâtre'] as const;

describe('first words on a new match', () => {
  it('gives three different questions, the same on both sides and on every load', async () => {
    const answers = questionnaireAnswers(303);
    const him = await place.man({ answers: withoutSensitiveAnswers(answers), interests: [climbing] });
    const her = await place.woman({ answers: withoutSensitiveAnswers(answers), interests: [climbing] });
    await matchMembers(t.database.db, him, her);

    const openers = await openersOf(him, her);
    expect(openers).toHaveLength(3);
    expect(new Set(openers).size).toBe(3);
    for (const opener of openers) expect(opener).toMatch(/\u00a0\?$/);
    // The shared interest speaks among them, by name.
    expect(openers.some((opener) => opener.includes('«\u00a0Escalade\u00a0»'))).toBe(true);
    expect(await openersOf(him, her)).toEqual(openers);
    expect(await openersOf(her, him)).toEqual(openers);
  });

  it('gives generic questions to a pair with nothing in common yet', async () => {
    const him = await place.man({ interests: [theatre] });
    const her = await place.woman({});
    await matchMembers(t.database.db, him, her);
    const openers = await openersOf(her, him);
    expect(openers).toHaveLength(3);
    expect(new Set(openers).size).toBe(3);
  });

  it('speaks of a sensitive question only when both consented', async () => {
    const answers = questionnaireAnswers(404);
    const him = await place.man({ answers });
    const sharing = await place.woman({ answers });
    const notSharing = await place.woman({ answers: withoutSensitiveAnswers(answers) });
    await matchMembers(t.database.db, him, sharing);
    await matchMembers(t.database.db, him, notSharing);

    // The same answers: the questions that weigh most include sensitive ones (fidelity).
    const consented = await openersOf(him, sharing);
    expect(consented.some((opener) => SENSITIVE_OPENERS.has(opener))).toBe(true);
    for (const [viewer, member] of [
      [him, notSharing],
      [notSharing, him],
    ] as const) {
      const openers = await openersOf(viewer, member);
      expect(openers.filter((opener) => SENSITIVE_OPENERS.has(opener))).toEqual([]);
    }
  });

  it('refuses the profile, openers and all, of a member the viewer has no business with', async () => {
    const him = await place.man({});
    const her = await place.woman({});
    await matchMembers(t.database.db, him, her);
    // Another man, seeking women: her match is not in his deck, nor matched with him.
    const stranger = await place.man({});
    const response = await profileOf(stranger, him);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('openers');
  });
});
