/**
 * What a workspace running beside the API may import of it (`@lien/api/extension`; the demo world,
 * apps/demo): the server's start with extensions, the app's composed services, and the few queries and
 * helpers it reuses. One entry point, so that the API's feature folders can move without it; the
 * production server (server.ts) never imports this module.
 */

export type { Config } from './config';
export { loadConfig } from './config';
export type { App, AppContext } from './context';
export { migrateToLatest } from './database';
export { connectDatabase } from './db/connect';
export type { Database, DemoMembersTable } from './db/schema';
export { insertUser } from './features/auth/queries';
export { DAILY_PICK_JOB, reopenTodaysPicks } from './features/daily-pick/job';
export { pickShown } from './features/daily-pick/shown';
export { distanceKm } from './features/discovery/deck/geo';
export { endedBetween } from './features/endings/between';
export { type FunnelWeek, lastWeeks } from './features/funnel/weeks';
export { selectedInterests } from './features/interests/service';
export { onboardingFlags } from './features/my-profile/progress';
export { createDefaultPreferences } from './features/preferences/service';
export { incognitoHides } from './features/privacy/visibility';
export { reportBetween } from './features/reports/between';
export { frenchDateAndTime } from './features/video-call/paris-time';
export { HttpError } from './http-error';
export { JobRunner, type QueueJob, type ScheduledJob } from './infra/jobs/runner';
export { createStorage, type Storage } from './infra/storage';
export { serve } from './serve';
export {
  type AppExtension,
  type AppServices,
  createAppServices,
  createOnboardingServices,
  type OnboardingServices,
} from './services';
