import { describe, expect, it } from 'vitest';
import { profileMessages, signupMessages, textMessages } from './messages';
import { updateProfileRequest } from './profile';

const firstError = (input: unknown) => updateProfileRequest.safeParse(input).error?.issues[0]?.message;

describe('updateProfileRequest', () => {
  it('accepts each edited field with a valid value and cleans free text', () => {
    expect(updateProfileRequest.parse({ field: 'userBio', value: ' <b>Bonjour</b> ' })).toEqual({
      field: 'userBio',
      value: 'Bonjour',
    });
    expect(updateProfileRequest.parse({ field: 'phone', value: '' }).value).toBe('');
    expect(updateProfileRequest.parse({ field: 'phone', value: '0612345678' }).value).toBe('0612345678');
    expect(updateProfileRequest.parse({ field: 'preferences.maxDistance', value: 101 }).value).toBe(101);
  });

  it('refuses an unknown field', () => {
    expect(firstError({ field: 'email', value: 'x@y.fr' })).toBe(profileMessages.unknownField);
    expect(firstError({ field: 'isVerified', value: true })).toBe(profileMessages.unknownField);
  });

  it('answers the message of the field whose value is wrong', () => {
    expect(firstError({ field: 'phone', value: '1612345678' })).toBe(profileMessages.phoneInvalid);
    expect(firstError({ field: 'linkedin', value: 'javascript:alert(1)' })).toBe(profileMessages.urlInvalid);
    expect(firstError({ field: 'firstName', value: ' ' })).toBe(signupMessages.firstNameRequired);
    expect(firstError({ field: 'firstName', value: '<i></i>' })).toBe(textMessages.firstNameInvalid);
    expect(firstError({ field: 'school', value: '🙂'.repeat(10_000) })).toBe(textMessages.schoolTooLong);
    expect(firstError({ field: 'userLocationID', value: 2 ** 31 })).toBe(signupMessages.cityNotChosen);
    expect(firstError({ field: 'userBio', value: 'a'.repeat(501) })).toBe(profileMessages.bioTooLong);
  });
});
