import type { PreferenceUpdateRequest } from '@lien/contract';
import { type EducationLevel, type Gender, INTERESTS, type PersonalityAnswers } from '@lien/contract/rules';
import { ARCHETYPES, childrenOf, correlatedAnswers, drawEducation, drawFacts, withFacts } from './answers';
import { writeBio } from './bio';
import type { CityPool, DemoCity } from './cities';
import { JOBS, RETIRED_JOBS, SCHOOLS, STUDENT_JOBS } from './data/jobs';
import { firstNamesFor, LAST_NAMES } from './data/names';
import { drawAppearance, photoVariants } from './portrait/appearance';
import type { Portrait } from './portrait/types';
import { between, chance, deriveSeed, pick, type Random, sample, seededRandom, weighted } from './random';

/** The reserved domain of every demo address: `.invalid` can never receive mail (RFC 2606). */
export const DEMO_EMAIL_DOMAIN = 'demo.lien.invalid';

/** Everything a demo member is made of, drawn from (seed, index) alone: the same seed, the same people. */
export interface DemoPerson {
  index: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
  gender: Gender;
  seeking: Gender;
  city: DemoCity;
  jobTitle: string | null;
  school: string | null;
  bio: string;
  interests: string[];
  answers: PersonalityAnswers;
  /** Changes to the default encounter preferences, as update_profile receives them. */
  preferences: PreferenceUpdateRequest[];
  portraits: Portrait[];
  likesBack: boolean;
  replyDelaySeconds: number;
  /** Sometimes likes a newcomer first. */
  likesFirst: boolean;
  /** Their card shows the verified badge: some do, some do not, as among real members. */
  verifiedBadge: boolean;
  /** Messages they answer in a conversation before falling silent. */
  repliesMax: number;
  /** How long ago they joined and were last active, in minutes. */
  joinedMinutesAgo: number;
  activeMinutesAgo: number;
}

/**
 * Who a member made near a newcomer must be to count among the newcomer's candidates
 * (neighbourhood.ts): the gender the newcomer seeks, seeking theirs, an age the newcomer's range admits,
 * and an age range of their own that admits the newcomer.
 */
export interface Fit {
  gender: Gender;
  seeking: Gender;
  /** Ages they may have, both included. */
  ages: readonly [number, number];
  /** The newcomer's age. */
  admits: number;
}

/** What each archetype (answers.ts) tends to love, by catalogue category. */
const FAVOURITE_CATEGORIES: readonly (readonly string[])[] = [
  ['Sport', 'Nature et plein air', 'Voyages'],
  ['Culture', 'Lecture', 'Cinéma et séries', 'Musique'],
  ['Gastronomie', 'Sorties', 'Voyages'],
  ['Arts et création', 'Musique', 'Cinéma et séries'],
  ['Engagement et solidarité', 'Bien-être', 'Animaux', 'Nature et plein air'],
  ['Sciences et technologie', 'Cinéma et séries', 'Lecture', 'Sorties'],
];
const ALL = Object.values(INTERESTS).flat();

/** Ages 18–70, most between 25 and 45, as on dating apps. */
function drawAge(random: Random): number {
  const [min, max] = weighted(random, [
    [[18, 24], 12],
    [[25, 34], 33],
    [[35, 45], 30],
    [[46, 55], 15],
    [[56, 70], 10],
  ] as const);
  return between(random, min, max);
}

/** An age from the usual spread that falls within `ages`; evenly within them when the spread rarely does. */
function drawAgeWithin(random: Random, [min, max]: readonly [number, number]): number {
  for (let attempt = 0; attempt < 12; attempt++) {
    const age = drawAge(random);
    if (age >= min && age <= max) return age;
  }
  return between(random, min, max);
}

/** The age range among the updates, widened if needed so that it admits `age`. */
function admitting(updates: PreferenceUpdateRequest[], age: number): PreferenceUpdateRequest[] {
  return updates.map((update) =>
    update.field === 'preferences.ageRange'
      ? { field: update.field, value: [Math.min(update.value[0], age), Math.max(update.value[1], age)] }
      : update,
  );
}

/** A birth date that makes someone exactly `age` on `today` (YYYY-MM-DD). */
function birthDateFor(random: Random, age: number, today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() - between(random, 0, 360));
  return date.toISOString().slice(0, 10);
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function drawWork(random: Random, age: number, education: EducationLevel, feminine: boolean) {
  const title = (job: { male: string; female: string }) => (feminine ? job.female : job.male);
  if (age >= 63 && chance(random, 0.6)) {
    const [male, female] = pick(random, RETIRED_JOBS);
    return { jobTitle: (feminine ? female : male) ?? null, school: null, student: false, retired: true };
  }
  const student = age <= 24 && chance(random, age <= 21 ? 0.8 : 0.4);
  const candidates = (student ? STUDENT_JOBS : JOBS).filter((job) => job.level === education);
  const job = candidates.length > 0 ? pick(random, candidates) : null;
  // Some leave the job or the school blank, as the sign-up form allows.
  const jobTitle = job && chance(random, 0.93) ? title(job) : null;
  const school = job && chance(random, student ? 0.95 : 0.75) ? pick(random, SCHOOLS[job.school]) : null;
  return { jobTitle, school, student, retired: false };
}

function drawInterests(random: Random, archetype: number): string[] {
  const favourites = (FAVOURITE_CATEGORIES[archetype] ?? []).flatMap((category) => INTERESTS[category] ?? []);
  const count = between(random, 3, 10);
  const loved = sample(random, favourites, Math.ceil(count * 0.6));
  const others = sample(
    random,
    ALL.filter((name) => !loved.includes(name)),
    count - loved.length,
  );
  return [...loved, ...others];
}

/** Mostly the defaults; some narrow the ages around their own, a few filter on a fact. */
function drawPreferences(random: Random, age: number, feminine: boolean): PreferenceUpdateRequest[] {
  const updates: PreferenceUpdateRequest[] = [];
  const distance = weighted(random, [
    [50, 50],
    [80, 20],
    [101, 22],
    [30, 8],
  ] as const);
  if (distance !== 50) updates.push({ field: 'preferences.maxDistance', value: distance });
  if (chance(random, 0.4)) {
    const [below, above] = feminine
      ? [between(random, 2, 5), between(random, 6, 12)]
      : [between(random, 6, 12), between(random, 2, 5)];
    const min = Math.max(18, age - below);
    updates.push({ field: 'preferences.ageRange', value: [min, Math.min(99, Math.max(min, age + above))] });
  }
  if (chance(random, 0.12)) updates.push({ field: 'preferencesPartnerSituation', value: ['Fumeur(se)'] });
  if (chance(random, 0.05)) {
    updates.push({ field: 'preferencesPartnerReligiousAffiliation', value: 'Même que la mienne' });
  }
  return updates;
}

/**
 * The demo member number `index` of the population of `seed`, made to `fit` a newcomer when given
 * (then the seed is -(newcomer's id): see the migration 0018). Without `fit`, the draws are those of
 * the populations seeded before it existed: the same seed still gives the same people.
 */
export function drawPerson(
  seed: number,
  index: number,
  cities: CityPool,
  today: string,
  fit?: Fit,
): DemoPerson {
  const random = seededRandom(deriveSeed(seed, index, 1));
  const drawnGender: Gender = chance(random, 0.5) ? 'female' : 'male';
  const gender = fit?.gender ?? drawnGender;
  const feminine = gender === 'female';
  const other: Gender = feminine ? 'male' : 'female';
  const age = fit ? drawAgeWithin(random, fit.ages) : drawAge(random);
  const birthDate = birthDateFor(random, age, today);
  const names = firstNamesFor(Number(birthDate.slice(0, 4)));
  const firstName = pick(random, feminine ? names.female : names.male);
  const lastName = pick(random, LAST_NAMES);
  const city = cities.draw(random);
  const archetype = between(random, 0, ARCHETYPES - 1);

  const education = drawEducation(random, age);
  const facts = drawFacts(random, age, education);
  const likeness = 0.3 + random() * 0.5;
  const answers = withFacts(
    correlatedAnswers(seed, archetype, likeness, seededRandom(deriveSeed(seed, index, 2))),
    facts,
  );
  const work = drawWork(random, age, education, feminine);
  const interests = drawInterests(random, archetype);
  const bio = writeBio(
    seededRandom(deriveSeed(seed, index, 3)),
    {
      feminine,
      age,
      city: city.town,
      job: work.jobTitle,
      student: work.student,
      retired: work.retired,
      children: childrenOf(facts.children),
    },
    interests,
  );
  const looks = seededRandom(deriveSeed(seed, index, 4));
  const portraits = photoVariants(looks, drawAppearance(looks, feminine, age), between(random, 3, 5));
  // Drawn apart from the rest, so that the people of existing seeds stay who they were.
  const traits = seededRandom(deriveSeed(seed, index, 5));
  // In the order the draws were always made: seeking, then the preferences.
  const seeking = fit ? fit.seeking : chance(random, 0.06) ? gender : other;
  const preferences = drawPreferences(random, age, feminine);

  return {
    index,
    email: `${slug(firstName)}.${slug(lastName)}.${seed < 0 ? `n${-seed}` : seed}.${index}@${DEMO_EMAIL_DOMAIN}`,
    firstName,
    lastName,
    // 06 39 98 is the mobile block ARCEP keeps for fiction: these numbers reach no one.
    phone: `063998${String(index % 10_000).padStart(4, '0')}`,
    birthDate,
    gender,
    seeking,
    city,
    jobTitle: work.jobTitle,
    school: work.school,
    bio,
    interests,
    answers,
    preferences: fit ? admitting(preferences, fit.admits) : preferences,
    portraits,
    likesBack: chance(random, 1 / 3),
    replyDelaySeconds: between(random, 5, 30),
    likesFirst: chance(traits, 0.4),
    verifiedBadge: chance(traits, 0.6),
    repliesMax: between(traits, 3, 5),
    joinedMinutesAgo: between(random, 7 * 24 * 60, 300 * 24 * 60),
    activeMinutesAgo: weighted(random, [
      [between(random, 1, 120), 40],
      [between(random, 120, 2880), 40],
      [between(random, 2880, 10_080), 20],
    ] as const),
  };
}
