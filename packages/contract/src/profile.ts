import {
  birthDateWith,
  firstNameSchema,
  genderSchema,
  jobTitleSchema,
  lastNameSchema,
  schoolSchema,
  webUrlSchema,
} from './auth';
import { rowId } from './common';
import { BIO_MAX_LENGTH } from './limits';
import { profileMessages as m, signupMessages } from './messages';
import { encounterPreferences, preferenceUpdateRequest } from './preferences';
import { freeText } from './text';
import { z } from './zod-fr';

/** PRODUCT §3 "My profile": what GET /api/my_profile answers to the signed-in member only. */
export const myProfileReply = z.lazy(() =>
  z.object({
    id: z.number(),
    images: z.array(z.object({ id: z.string(), url: z.string(), order: z.number() })),
    selectedInterests: z.array(z.string()),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    birthDate: z.string(),
    gender: genderSchema,
    seeking: genderSchema,
    userLocationID: z.number(),
    /** 'name (zipCode)', as the city picker shows it. */
    location: z.string(),
    jobTitle: z.string(),
    school: z.string(),
    linkedin: z.string(),
    bio: z.string(),
    preferences: encounterPreferences,
    /** 'moderator' opens the moderation console (a role given from the command line only). */
    role: z.enum(['member', 'moderator']).default('member'),
  }),
);
export type MyProfile = z.infer<typeof myProfileReply>;

/** PRODUCT §5 profile phone: empty, or 0 followed by 9 digits. */
export const profilePhoneSchema = z.lazy(() =>
  z
    .string()
    .trim()
    .regex(/^(0\d{9})?$/, m.phoneInvalid),
);

/** PRODUCT §3/§7: one field at a time; the bio travels as `userBio`. Each value is validated for its field. */
const profileFieldUpdates = [
  z.object({ field: z.literal('firstName'), value: firstNameSchema }),
  z.object({ field: z.literal('lastName'), value: lastNameSchema }),
  z.object({ field: z.literal('phone'), value: profilePhoneSchema }),
  // PRODUCT §5: a profile birth date that does not parse is 'Date invalide.'.
  z.object({ field: z.literal('birthDate'), value: birthDateWith(m.dateInvalid) }),
  z.object({ field: z.literal('gender'), value: genderSchema }),
  // A city id bounded to its column, so a number past it is refused in French, not a database error.
  z.object({ field: z.literal('userLocationID'), value: rowId(signupMessages.cityNotChosen) }),
  z.object({ field: z.literal('jobTitle'), value: jobTitleSchema }),
  z.object({ field: z.literal('school'), value: schoolSchema }),
  z.object({ field: z.literal('linkedin'), value: webUrlSchema }),
  z.object({ field: z.literal('userBio'), value: freeText(BIO_MAX_LENGTH, m.bioTooLong) }),
] as const;

/** POST /api/update_profile: a profile field or an encounter preference, each value checked for its field. */
export const updateProfileRequest = z.lazy(() =>
  z.discriminatedUnion('field', [...profileFieldUpdates, ...preferenceUpdateRequest.unwrap().options], {
    error: m.unknownField,
  }),
);
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;
export type ProfileUpdateField = UpdateProfileRequest['field'];

/** The answer to a field update: the stored value, as the server cleaned it. */
export const updateProfileReply = z.lazy(() =>
  z.object({
    status: z.literal('ok'),
    field: z.string(),
    value: z.unknown(),
  }),
);
