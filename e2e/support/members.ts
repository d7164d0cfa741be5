import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { cityId, mailedLink, uniqueEmail } from './api';
import { photoFiles } from './images';

export interface Member {
  firstName: string;
  email: string;
  password: string;
}

interface MemberSpec {
  firstName: string;
  gender: 'male' | 'female';
  seeking: 'male' | 'female';
  city: string;
  birthDate?: string;
  jobTitle?: string;
  school?: string;
  /** The address's domain: `premier-soir.test` wakes the demo world (start-server.ts). */
  emailDomain?: string;
  /**
   * Affinity categories (their ids: 'values', 'daily'…) answered the other way: last options, sliders
   * at their maximum, ranks reversed; every other answer as plainAnswers gives it.
   */
  answeredOtherwiseIn?: string[];
}

interface ServedQuestion {
  text: string;
  category: string;
  type: 'slider' | 'range' | 'single' | 'multiple' | 'rank';
  maxRange?: number;
  options?: string[];
}

/** An answer at the other end from plainAnswers': the last option, the maximum, the reversed order. */
function otherwise(question: ServedQuestion): unknown {
  const options = question.options ?? [];
  if (question.type === 'slider') return question.maxRange ?? 100;
  if (question.type === 'range') return { min: 180, max: 200 };
  if (question.type === 'single') return options[options.length - 1];
  if (question.type === 'multiple') return [options[options.length - 1]];
  return [...options].reverse();
}

/**
 * A complete questionnaire: first options and middle values, as a hurried but honest member would;
 * the questions of `otherwiseIn`'s categories answered the other way.
 */
async function plainAnswers(
  api: APIRequestContext,
  otherwiseIn: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const questions = (await (await api.get('/personality_questions.json')).json()) as ServedQuestion[];
  const answers: Record<string, unknown> = {};
  for (const question of questions) {
    const options = question.options ?? [];
    if (otherwiseIn.includes(question.category)) {
      answers[question.text.trim()] = otherwise(question);
      continue;
    }
    answers[question.text.trim()] =
      question.type === 'slider'
        ? Math.round((question.maxRange ?? 100) / 2)
        : question.type === 'range'
          ? { min: 0, max: 200 }
          : question.type === 'single'
            ? options[0]
            : question.type === 'multiple'
              ? [options[0]]
              : options;
  }
  return answers;
}

async function expectOk(
  response: { ok(): boolean; status(): number; text(): Promise<string> },
  what: string,
) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
}

/**
 * The onboarding's photo and interest steps through the API: the three sample photos, two interests.
 * `headers` carry the member's session and CSRF token.
 */
export async function givePhotosAndInterests(api: APIRequestContext, headers: Record<string, string>) {
  for (const file of await photoFiles()) {
    const upload = await api.post('/api/upload_photo', {
      headers,
      multipart: {
        photo: {
          name: path.basename(file),
          mimeType: 'application/octet-stream',
          buffer: readFileSync(file),
        },
      },
    });
    await expectOk(upload, 'photo');
  }
  await expectOk(
    await api.post('/api/update_interests', {
      headers,
      data: { selectedInterests: ['Randonnée', 'Cuisine du monde'] },
    }),
    'interests',
  );
}

/**
 * A member who finished onboarding — verified, three photos, interests, the 58 answers, a bio —
 * made through the same calls the screens use, so the deck shows them.
 */
export async function createOnboardedMember(api: APIRequestContext, spec: MemberSpec): Promise<Member> {
  const email = uniqueEmail(
    spec.firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, ''),
    spec.emailDomain,
  );
  const password = 'un-secret-bien-long';
  const csrf = ((await (await api.get('/api/get_csrf_token')).json()) as { csrf_token: string }).csrf_token;
  const signup = await api.post('/api/signup', {
    headers: { 'x-csrf-token': csrf },
    data: {
      firstName: spec.firstName,
      lastName: 'Essai',
      email,
      phone: '0611223344',
      birthDate: spec.birthDate ?? '1990-03-14',
      password,
      gender: spec.gender,
      seeking: spec.seeking,
      locationId: await cityId(api, spec.city),
      jobTitle: spec.jobTitle,
      school: spec.school,
    },
  });
  await expectOk(signup, 'signup');
  const token = new URL(await mailedLink(api, email, 'Confirmez votre adresse email')).searchParams.get(
    'token',
  );
  const verified = await api.post('/api/verify_email', {
    headers: { 'x-csrf-token': csrf },
    data: { token },
  });
  await expectOk(verified, 'verify');
  const session = ((await verified.json()) as { token: string }).token;
  const headers = { 'x-csrf-token': csrf, authorization: `Bearer ${session}` };

  await givePhotosAndInterests(api, headers);
  // The questionnaire asks the consent to sensitive questions before them; these members give it.
  const consent = (await (await api.get('/api/sensitive_consent', { headers })).json()) as {
    currentVersion: string;
  };
  await expectOk(
    await api.post('/api/sensitive_consent', { headers, data: { version: consent.currentVersion } }),
    'consent',
  );
  await expectOk(
    await api.post('/api/personality_questionnaire_upload', {
      headers,
      data: await plainAnswers(api, spec.answeredOtherwiseIn),
    }),
    'questionnaire',
  );
  await expectOk(
    await api.post('/api/update_profile', {
      headers,
      data: { field: 'userBio', value: `Je m'appelle ${spec.firstName} et j'aime les longues balades.` },
    }),
    'bio',
  );
  return { firstName: spec.firstName, email, password };
}
