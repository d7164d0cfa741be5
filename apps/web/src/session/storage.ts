import type { SessionUser } from '@lien/contract';
import { SESSION_DURATION_MS } from '@lien/contract/rules';
import { TELEMETRY_CHOICE_KEY } from '../telemetry/consent';
import { announceExpiry, announceOwner, type SessionOwner } from './changes';

/** Local-storage keys of PRODUCT §3, as the product has always named them. */
export const storageKeys = {
  token: 'token',
  expiry: 'expiry',
  userId: 'userId',
  isVerified: 'isVerified',
  photoUploadCompleted: 'photoUploadCompleted',
  interestsCompleted: 'interestsCompleted',
  personalityCompleted: 'personalityCompleted',
  onboardingComplete: 'onboardingComplete',
  onboardingStepsDone: 'onboardingStepsDone',
  selectedInterests: 'selectedInterests',
  lastQuestionIndex: 'lastQuestionIndex',
  quizAnswers: 'quizAnswers',
  forceStartAtFirstQuestion: 'forceStartAtFirstQuestion',
  personalityId: 'personalityId',
  personalityAnswers: 'personalityAnswers',
} as const;

const FLAG_KEYS = [
  'isVerified',
  'photoUploadCompleted',
  'interestsCompleted',
  'personalityCompleted',
] as const;
export type SessionFlag = (typeof FLAG_KEYS)[number];

export interface StoredSession {
  token: string;
  /** Epoch milliseconds. */
  expiry: number;
  userId: number;
  flags: Record<SessionFlag, boolean>;
}

const bool = (value: boolean) => (value ? 'true' : 'false');

/**
 * Stores a session from a login, sign-up or verification reply: token, expiry 24 h ahead, flags.
 * Whatever another member left on this device (their session, answers, interests, analytics choice)
 * goes first; a visitor signing in keeps the analytics choice they made on the public pages.
 */
export function saveSession(token: string, user: SessionUser, now = Date.now()): void {
  const previous = readSession();
  if (previous?.userId !== user.id) clearMemberData(previous === null);
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.expiry, String(now + SESSION_DURATION_MS));
  localStorage.setItem(storageKeys.userId, String(user.id));
  for (const key of FLAG_KEYS) localStorage.setItem(key, bool(user[key]));
  // A member whose every step is done goes to the deck (nextStepPath): the steps are behind them.
  if (FLAG_KEYS.every((key) => user[key])) finishOnboardingSteps();
  announceStoredOwner();
}

/** Replaces the token but keeps the expiry (after a password change the server issues a new one). */
export function replaceToken(token: string): void {
  localStorage.setItem(storageKeys.token, token);
  announceStoredOwner();
}

export function setFlag(flag: SessionFlag, value: boolean): void {
  localStorage.setItem(flag, bool(value));
}

/** The stored session, whether or not it has expired; null when there is none. */
export function readSession(): StoredSession | null {
  const token = localStorage.getItem(storageKeys.token);
  const expiry = Number(localStorage.getItem(storageKeys.expiry));
  if (!token || !Number.isFinite(expiry)) return null;
  const flags = Object.fromEntries(
    FLAG_KEYS.map((key) => [key, localStorage.getItem(key) === 'true']),
  ) as Record<SessionFlag, boolean>;
  return { token, expiry, userId: Number(localStorage.getItem(storageKeys.userId)), flags };
}

export function hasValidSession(now = Date.now()): boolean {
  const session = readSession();
  return session !== null && session.expiry > now;
}

/** The member the stored session belongs to (expired or not), or null: whose cache the screens use. */
export function storedMemberId(): number | null {
  return readSession()?.userId ?? null;
}

function storedOwner(): SessionOwner | null {
  const session = readSession();
  return session ? { memberId: session.userId, token: session.token } : null;
}

/** Tells session/changes.ts who is signed in now (listeners hear of it when it is someone else). */
export function announceStoredOwner(): void {
  announceOwner(storedOwner());
}

/**
 * Everything a member leaves on this device; the onboarding carousel stays seen (it is the device's),
 * and with `keepTelemetryChoice` the analytics choice of the visitor who is signing in.
 */
function clearMemberData(keepTelemetryChoice = false): void {
  const onboarded = isOnboardingComplete();
  const choice = keepTelemetryChoice ? localStorage.getItem(TELEMETRY_CHOICE_KEY) : null;
  localStorage.clear();
  if (onboarded) completeOnboarding();
  if (choice !== null) localStorage.setItem(TELEMETRY_CHOICE_KEY, choice);
}

/**
 * The session expired (PRODUCT §4) or the server refused its token: everything of the member on this
 * device is cleared, as a logout would, but the onboarding carousel stays seen. With `refusedToken`,
 * only if that token is still the stored one: a late refusal of a previous session ends nothing.
 * Answers whether a session was ended.
 */
export function expireSession(refusedToken?: string): boolean {
  const session = readSession();
  if (!session || (refusedToken !== undefined && session.token !== refusedToken)) return false;
  clearMemberData();
  announceStoredOwner();
  announceExpiry();
  return true;
}

/** Logout and account deletion clear all local storage (PRODUCT §4). */
export function clearAllStorage(): void {
  localStorage.clear();
  announceStoredOwner();
}

/**
 * Another tab of this site wrote the session (a log-in as someone else, a logout): this tab hears
 * of it as of its own writes. Answers a function that stops listening.
 */
export function watchOtherTabs(): () => void {
  window.addEventListener('storage', announceStoredOwner);
  return () => window.removeEventListener('storage', announceStoredOwner);
}

export function isOnboardingComplete(): boolean {
  return localStorage.getItem(storageKeys.onboardingComplete) === 'true';
}

export function completeOnboarding(): void {
  localStorage.setItem(storageKeys.onboardingComplete, 'true');
}

/**
 * The sign-up steps (photos, interests, questionnaire, bio) are behind the signed-in member: set when
 * they leave the bio step, or sign in with every step done. From then on the steps' addresses lead
 * to the deck (session/guards.tsx OnboardingStep), whatever the history or a stray back swipe
 * brings up (issue 24).
 */
export function finishOnboardingSteps(): void {
  localStorage.setItem(storageKeys.onboardingStepsDone, 'true');
}

export function onboardingStepsDone(): boolean {
  return localStorage.getItem(storageKeys.onboardingStepsDone) === 'true';
}

/** PRODUCT §4 "next step after login", by priority. */
export function nextStepPath(flags: Record<SessionFlag, boolean>): string {
  if (!flags.isVerified) return '/emailVerification';
  if (!flags.photoUploadCompleted) return '/photoUpload';
  if (!flags.interestsCompleted) return '/selectInterests';
  if (!flags.personalityCompleted) return '/personality';
  return '/profile';
}

/** Reads a JSON value kept in local storage; anything unreadable counts as absent. */
function readJson(key: string): unknown {
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** PRODUCT §3 selectedInterests: the interests chosen on this device, kept between visits of the step. */
export function readSelectedInterests(): string[] {
  const stored = readJson(storageKeys.selectedInterests);
  return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : [];
}

export function saveSelectedInterests(names: readonly string[]): void {
  localStorage.setItem(storageKeys.selectedInterests, JSON.stringify(names));
}

/** The questionnaire's progress on this device (PRODUCT §3, §4). Answers are checked by the questionnaire. */
export interface QuizProgress {
  /** lastQuestionIndex; null when none was saved (or it is unreadable). */
  index: number | null;
  /** quizAnswers, keyed by question text, as stored. */
  answers: Record<string, unknown>;
  /** forceStartAtFirstQuestion: the next opening starts at the first question, once. */
  forceStart: boolean;
}

export function readQuizProgress(): QuizProgress {
  const index = Number.parseInt(localStorage.getItem(storageKeys.lastQuestionIndex) ?? '', 10);
  const answers = readJson(storageKeys.quizAnswers);
  return {
    index: Number.isInteger(index) && index >= 0 ? index : null,
    answers:
      answers !== null && typeof answers === 'object' && !Array.isArray(answers)
        ? (answers as Record<string, unknown>)
        : {},
    forceStart: localStorage.getItem(storageKeys.forceStartAtFirstQuestion) === 'true',
  };
}

/** Saved on every move, so a reload opens the questionnaire where the person was. */
export function saveQuizProgress(index: number, answers: Readonly<Record<string, unknown>>): void {
  localStorage.setItem(storageKeys.lastQuestionIndex, String(index));
  localStorage.setItem(storageKeys.quizAnswers, JSON.stringify(answers));
}

/** The force-start flag is used up by the opening it was set for. */
export function clearForceStart(): void {
  localStorage.removeItem(storageKeys.forceStartAtFirstQuestion);
}

/**
 * The menu's "update personality test" (PRODUCT §4): back to the first question, forced, so the
 * questionnaire does not jump to the end when every answer is already there. Call it before opening.
 */
export function startPersonalityUpdate(): void {
  localStorage.setItem(storageKeys.lastQuestionIndex, '0');
  localStorage.setItem(storageKeys.forceStartAtFirstQuestion, 'true');
}

/**
 * A successful upload (PRODUCT §4): personality done, no question index to resume any more, the
 * personality ID and the answers kept for the affinity screen. quizAnswers stays, to prefill an update.
 */
export function savePersonalityResult(
  personalityId: string,
  answers: Readonly<Record<string, unknown>>,
): void {
  setFlag('personalityCompleted', true);
  localStorage.removeItem(storageKeys.lastQuestionIndex);
  localStorage.setItem(storageKeys.personalityId, personalityId);
  localStorage.setItem(storageKeys.personalityAnswers, JSON.stringify(answers));
}

// Learns who is signed in as the page opens, so that the first change is told as one.
if (typeof localStorage !== 'undefined') announceStoredOwner();
