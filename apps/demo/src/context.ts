import type { AppServices, Database, OnboardingServices } from '@lien/api/extension';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

export type Db = Kysely<Database>;

/** What members are made with: the database and the app's onboarding services (a seeding script's too). */
export interface MakingContext {
  db: Db;
  services: OnboardingServices;
}

/**
 * What the living world acts through: the app's own services, so that a demo member's like, message or
 * appointment is batched, announced live and mailed exactly as a member's.
 */
export interface WorldContext {
  db: Db;
  services: AppServices;
  log: FastifyBaseLogger;
}
