import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  twoStepCodeSchema,
  twoStepLoginRequest,
  twoStepMessages,
} from './two-step';

const parse = (value: unknown) => twoStepCodeSchema.safeParse(value);
const firstMessage = (value: unknown) => parse(value).error?.issues[0]?.message;

describe('a two-step code as typed (issue #24)', () => {
  it('takes an app code with the space apps show, and a recovery code in any case, with dashes', () => {
    expect(parse('123 456').data).toBe('123456');
    expect(parse(' 123456 ').data).toBe('123456');
    expect(parse('abcd-efgh-jkmn').data).toBe('ABCDEFGHJKMN');
    expect(parse('ABCD EFGH JKMN').data).toBe('ABCDEFGHJKMN');
  });

  it('refuses anything else in French: too short, too long, letters a recovery code never has', () => {
    for (const value of ['12345', '1234567', 'abc', 'ABCD-EFGH-JKM0', 'ABCD-EFGH-JKMI', 'x'.repeat(41)]) {
      expect(firstMessage(value), value).toBe(twoStepMessages.codeInvalid);
    }
    expect(firstMessage('')).toBe(twoStepMessages.codeRequired);
    expect(firstMessage(' - ')).toBe(twoStepMessages.codeRequired);
    expect(firstMessage(123456)).toBe(twoStepMessages.codeRequired);
    expect(twoStepLoginRequest.safeParse({ code: '123456' }).error?.issues[0]?.message).toBe(
      twoStepMessages.challengeExpired,
    );
  });

  it('shows a recovery code in groups of four, from an alphabet without look-alikes', () => {
    expect(formatRecoveryCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    for (const lookAlike of ['0', 'O', '1', 'I', 'L'])
      expect(RECOVERY_CODE_ALPHABET).not.toContain(lookAlike);
  });
});
