import { DEFAULT_PREFERENCES, type MyProfile } from '@lien/contract';
import { saveSession } from '../session/storage';

/** Stores a valid session for a member at the given onboarding stage (all done by default). */
export function signIn(
  flags: Partial<
    Record<'photoUploadCompleted' | 'interestsCompleted' | 'personalityCompleted', boolean>
  > = {},
) {
  saveSession('test-jwt', {
    id: 7,
    isVerified: true,
    photoUploadCompleted: true,
    interestsCompleted: true,
    personalityCompleted: true,
    ...flags,
  });
}

/** A my_profile reply as the contract describes it, with the fields a test cares about replaced. */
export function myProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    id: 7,
    images: [],
    selectedInterests: [],
    firstName: 'Hélène',
    lastName: 'Durand',
    phone: '0611223344',
    birthDate: '1988-04-12',
    gender: 'female',
    seeking: 'male',
    userLocationID: 44109,
    location: 'Nantes (44000)',
    jobTitle: '',
    school: '',
    linkedin: '',
    bio: '',
    preferences: DEFAULT_PREFERENCES,
    role: 'member',
    ...overrides,
  };
}
