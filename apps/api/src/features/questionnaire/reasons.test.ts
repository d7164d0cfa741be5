import {
  ALL_INTERESTS,
  type AnswerValue,
  GENDERS,
  generateAnswers,
  isSensitiveQuestion,
  type PersonalityAnswers,
  QUESTIONS,
  type Question,
  withoutSensitiveAnswers,
} from '@lien/contract/rules';
import { seededRandom } from '@lien/contract/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerVector } from './answer-vector';
import { questionScores, questionSimilarity } from './compatibility';
import {
  AGREEMENT_SIMILARITY,
  DIFFERENCE_SIMILARITY,
  MAX_AGREEMENTS,
  type PairReasons,
  type Phrasing,
  pairReasons,
  type ReasonsMember,
  whyYouTwoOf,
} from './reasons';

/**
 * A phrasing that says every question but the muted ones, and writes both answers into the sentence:
 * a reason on a sensitive question would then show its options' texts.
 */
function stubPhrasing(muted: ReadonlySet<string>): Phrasing {
  const say =
    (kind: string) =>
    (questionId: string, mine: AnswerValue, theirs: AnswerValue): string | null =>
      muted.has(questionId) ? null : `${kind} ${questionId}: ${JSON.stringify([mine, theirs])}`;
  return { sayAgreement: say('accord'), sayDifference: say('écart') };
}

/** How a generated member shares the sensitive questions. */
type Sharing = 'consented' | 'never answered' | 'withdrawn' | 'held without consent';

function memberOf(seed: number, sharing: Sharing, gender: ReasonsMember['gender'], interests: string[]) {
  const answers = generateAnswers(seededRandom(seed));
  // A withdrawal erases the sensitive answers and recomputes the vector (consent/service.ts).
  const kept =
    sharing === 'never answered' || sharing === 'withdrawn' ? withoutSensitiveAnswers(answers) : answers;
  return {
    answers: kept,
    member: { vector: answerVector(kept), gender, sharesSensitive: sharing === 'consented', interests },
  };
}

const arbitraryMember = (sharings: readonly Sharing[]) =>
  fc
    .record({
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      sharing: fc.constantFrom(...sharings),
      gender: fc.constantFrom(...GENDERS),
      interests: fc.subarray([...ALL_INTERESTS], { maxLength: 12 }),
    })
    .map(({ seed, sharing, gender, interests }) => memberOf(seed, sharing, gender, interests));

const ALL_SHARINGS: Sharing[] = ['consented', 'never answered', 'withdrawn', 'held without consent'];
const arbitraryMuted = fc.subarray(QUESTIONS.map((question) => question.id)).map((ids) => new Set(ids));

const ids = (reasons: PairReasons) => ({
  agreements: reasons.agreements.map((agreement) => agreement.questionId),
  toTalkAbout: reasons.toTalkAbout?.questionId ?? null,
});

describe('pairReasons', () => {
  it('names the questions that add the most to the score, passing over only those without phrasing', () => {
    fc.assert(
      fc.property(
        arbitraryMember(ALL_SHARINGS),
        arbitraryMember(ALL_SHARINGS),
        arbitraryMuted,
        (a, b, muted) => {
          const reasons = pairReasons(a.member, b.member, stubPhrasing(muted));
          const bothConsent = a.member.sharesSensitive && b.member.sharesSensitive;
          const allowed = questionScores(a.member.vector, b.member.vector).filter(
            (score) => bothConsent || !isSensitiveQuestion({ id: score.questionId }),
          );
          const close = allowed.filter((score) => score.similarity >= AGREEMENT_SIMILARITY);
          const chosen = reasons.agreements;
          expect(chosen.length).toBeLessThanOrEqual(MAX_AGREEMENTS);
          for (const [i, agreement] of chosen.entries()) {
            const score = close.find((candidate) => candidate.questionId === agreement.questionId);
            expect(score, agreement.questionId).toBeDefined();
            expect(agreement.contribution).toBe(score?.contribution);
            expect(agreement.contribution).toBeGreaterThan(0);
            if (i > 0) expect(agreement.contribution).toBeLessThanOrEqual(chosen[i - 1]?.contribution ?? 0);
          }
          // Anyone close left out gives less than the last chosen, or has no phrasing, or there was no room.
          const smallest = chosen.length === MAX_AGREEMENTS ? (chosen.at(-1)?.contribution ?? 0) : 0;
          for (const score of close) {
            if (chosen.some((agreement) => agreement.questionId === score.questionId)) continue;
            if (score.contribution > smallest)
              expect(muted.has(score.questionId), score.questionId).toBe(true);
          }
          const difference = reasons.toTalkAbout;
          const apart = allowed.filter((score) => score.similarity <= DIFFERENCE_SIMILARITY);
          for (const score of apart) {
            if (score.questionId === difference?.questionId) continue;
            if (score.shortfall > (difference?.shortfall ?? 0))
              expect(muted.has(score.questionId), score.questionId).toBe(true);
          }
          if (difference) {
            expect(apart.map((score) => score.questionId)).toContain(difference.questionId);
            expect(difference.shortfall).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the same reasons on both sides, every time', () => {
    fc.assert(
      fc.property(
        arbitraryMember(ALL_SHARINGS),
        arbitraryMember(ALL_SHARINGS),
        arbitraryMuted,
        (a, b, muted) => {
          const phrasing = stubPhrasing(muted);
          const ab = pairReasons(a.member, b.member, phrasing);
          expect(ids(pairReasons(b.member, a.member, phrasing))).toEqual(ids(ab));
          expect(pairReasons(b.member, a.member, phrasing).sharedInterests).toEqual(ab.sharedInterests);
          expect(pairReasons(a.member, b.member, phrasing)).toEqual(ab);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('invents no agreement for a pair with nothing in common', () => {
    let tried = 0;
    fc.assert(
      fc.property(arbitraryMember(['consented']), fc.constantFrom(...GENDERS), (a, gender) => {
        const opposite = oppositeAnswers(a.answers);
        const b = { vector: answerVector(opposite), gender, sharesSensitive: true, interests: [] };
        const allApart = QUESTIONS.every(
          (question) => questionSimilarity(a.member.vector, b.vector, question.id) < AGREEMENT_SIMILARITY,
        );
        fc.pre(allApart);
        tried++;
        const reasons = pairReasons(a.member, b, stubPhrasing(new Set()));
        expect(reasons.agreements).toEqual([]);
        // Far apart everywhere, so there is something to talk about.
        expect(reasons.toTalkAbout).not.toBeNull();
      }),
      { numRuns: 50 },
    );
    expect(tried).toBeGreaterThan(25);
  });

  it('says nothing but shared interests before either questionnaire, in catalogue order', () => {
    const [first, second, third] = ALL_INTERESTS as [string, string, string];
    const viewer = {
      vector: null,
      gender: 'female',
      sharesSensitive: true,
      interests: [third, first],
    } as const;
    const other = { ...memberOf(3, 'consented', 'male', [first, second, third]).member };
    const reasons = pairReasons(viewer, other, stubPhrasing(new Set()));
    const why = whyYouTwoOf(reasons);
    expect(why).toMatchObject({ agreements: [], toTalkAbout: null, sharedInterests: [first, third] });
    // First words (issue #27): the shared interests speak first, generic questions make up three.
    expect(why.openers).toHaveLength(3);
    expect(why.openers[0]).toContain(`«\u00a0${first}\u00a0»`);
  });
});

describe('the cost of reasons', () => {
  it('stays small beside a deck page (printed per pair)', () => {
    const members = Array.from(
      { length: 200 },
      (_, i) => memberOf(500 + i, 'consented', 'female', []).member,
    );
    const phrasing = stubPhrasing(new Set());
    let said = 0;
    const start = performance.now();
    for (let i = 0; i < 1000; i++) {
      const reasons = pairReasons(
        members[i % 200] as ReasonsMember,
        members[(i * 7 + 1) % 200] as ReasonsMember,
        phrasing,
      );
      said += reasons.agreements.length;
    }
    const elapsed = performance.now() - start;
    console.info(
      `reasons: 1 000 pairs in ${elapsed.toFixed(1)} ms (${elapsed.toFixed(1)} µs per pair; a page of 10: ${(elapsed / 100).toFixed(2)} ms)`,
    );
    expect(said).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(2000);
  });
});

/** Texts of sensitive options found in no other question's options: a sentence holding one reveals it. */
const REVEALING_TEXTS = (() => {
  const optionsOf = (question: Question) => ('options' in question ? question.options : []);
  const ordinary = QUESTIONS.filter((question) => !isSensitiveQuestion(question)).flatMap(optionsOf);
  return QUESTIONS.filter(isSensitiveQuestion)
    .flatMap(optionsOf)
    .filter((text) => !ordinary.some((other) => other.includes(text)));
})();

describe('sensitive questions (RGPD art. 9)', () => {
  it('lists enough revealing option texts to make the check below mean something', () => {
    expect(REVEALING_TEXTS.length).toBeGreaterThan(10);
  });

  it('never speak unless both members consent, whatever the phrasing', () => {
    const withoutConsent: Sharing[] = ['never answered', 'withdrawn', 'held without consent'];
    fc.assert(
      fc.property(
        arbitraryMember(ALL_SHARINGS),
        arbitraryMember(withoutConsent),
        fc.boolean(),
        arbitraryMuted,
        (a, b, swap, muted) => {
          const [viewer, other] = swap ? [b.member, a.member] : [a.member, b.member];
          for (const phrasing of [stubPhrasing(muted), undefined]) {
            const reasons = pairReasons(viewer, other, phrasing);
            const named = [...ids(reasons).agreements, ids(reasons).toTalkAbout ?? ''];
            for (const id of named) expect(isSensitiveQuestion({ id }), id).toBe(false);
            const said = whyYouTwoOf(reasons);
            for (const sentence of [...said.agreements, said.toTalkAbout ?? ''])
              for (const text of REVEALING_TEXTS) expect(sentence).not.toContain(text);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('speak when both consent', () => {
    const a = memberOf(21, 'consented', 'female', []);
    const b = { ...a.member, gender: 'male' as const };
    const onlySensitive = new Set(QUESTIONS.filter((q) => !isSensitiveQuestion(q)).map((q) => q.id));
    const reasons = pairReasons(a.member, b, stubPhrasing(onlySensitive));
    expect(reasons.agreements).toHaveLength(MAX_AGREEMENTS);
    for (const agreement of reasons.agreements)
      expect(isSensitiveQuestion({ id: agreement.questionId })).toBe(true);
  });
});

/** Answers as far as possible from the given ones on every question (for « nothing in common »). */
function oppositeAnswers(answers: PersonalityAnswers): PersonalityAnswers {
  const opposite: PersonalityAnswers = {};
  for (const question of QUESTIONS) opposite[question.text] = oppositeOf(question, answers[question.text]);
  return opposite;
}

function oppositeOf(question: Question, answer: AnswerValue | undefined): AnswerValue {
  switch (question.type) {
    case 'slider':
      return Number(answer) <= question.maxRange / 2 ? question.maxRange : 0;
    case 'range': {
      const { min, max } = answer as { min: number; max: number };
      return min + max <= question.max ? { min: question.max - 1, max: question.max } : { min: 0, max: 1 };
    }
    case 'single': {
      const outside = question.offScale ?? [];
      const scale = question.options.filter((option) => !outside.includes(option));
      const index = scale.indexOf(answer as string);
      if (!question.ordered)
        return question.options[
          (question.options.indexOf(answer as string) + 1) % question.options.length
        ] as string;
      if (index < 0) return scale[0] as string;
      return (index <= (scale.length - 1) / 2 ? scale.at(-1) : scale[0]) as string;
    }
    case 'multiple': {
      const chosen = answer as string[];
      const exclusive = question.exclusiveOptions ?? [];
      const others = question.options.filter(
        (option) => !chosen.includes(option) && !exclusive.includes(option),
      );
      if (others.length > 0) return others.slice(0, question.maxChoices ?? others.length);
      return [exclusive.find((option) => !chosen.includes(option)) ?? (question.options[0] as string)];
    }
    case 'rank':
      return [...(answer as string[])].reverse();
  }
}
