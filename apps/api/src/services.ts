import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { App, AppContext } from './context';
import type { Database } from './db/schema';
import { ChatService } from './features/chat/service';
import { SensitiveConsentService } from './features/consent/service';
import { SwipeService } from './features/discovery/swipes/service';
import { swipeNotifier } from './features/discovery/swipes/swipe-events';
import { InterestsService } from './features/interests/service';
import { MeetingsService } from './features/meetings/service';
import { MyProfileService } from './features/my-profile/service';
import { PhotosService } from './features/photos/service';
import { QuestionnaireService } from './features/questionnaire/service';
import { VideoCallService } from './features/video-call/service';
import type { Storage } from './infra/storage';

/** The services a member's onboarding goes through: what makes an account complete and shown. */
export interface OnboardingServices {
  photos: PhotosService;
  myProfile: MyProfileService;
  interests: InterestsService;
  questionnaire: QuestionnaireService;
  consent: SensitiveConsentService;
}

/**
 * The services the app composes once and hands to what runs beside it in the same process (the demo
 * world, apps/demo): a like given through `swipes` is batched with the members' own and announced live,
 * a message through `chat` reaches sockets, as if a member had made them.
 */
export interface AppServices extends OnboardingServices {
  swipes: SwipeService;
  chat: ChatService;
  videoCalls: VideoCallService;
  /** « Vous vous êtes vus ? » (issue #27): the questions and their answers. */
  meetings: MeetingsService;
}

/** A plug-in of the app (BuildOptions.extensions): adds its hooks, given the app's context and services. */
export type AppExtension = (app: App, ctx: AppContext, services: AppServices) => void;

/** The onboarding services on a database and a photo store (also what a seeding script needs alone). */
export function createOnboardingServices(db: Kysely<Database>, storage: Storage): OnboardingServices {
  const photos = new PhotosService(db, storage);
  return {
    photos,
    myProfile: new MyProfileService(db, photos),
    interests: new InterestsService(db),
    questionnaire: new QuestionnaireService(db),
    consent: new SensitiveConsentService(db),
  };
}

/** Every shared service, wired to the app's live events and mailer as the routes' are. */
export function createAppServices(
  ctx: Pick<AppContext, 'db' | 'storage' | 'live' | 'mailer' | 'config'>,
  log: FastifyBaseLogger,
): AppServices {
  return {
    ...createOnboardingServices(ctx.db, ctx.storage),
    swipes: new SwipeService(ctx.db, swipeNotifier(ctx.db, ctx.live, log)),
    chat: new ChatService(ctx.db, ctx.live),
    videoCalls: new VideoCallService(ctx.db, {
      mailer: ctx.mailer,
      videoHostUrl: ctx.config.videoHostUrl,
      log,
      notify: (userId, appointmentId) => ctx.live.notify(userId, { type: 'appointment', appointmentId }),
    }),
    meetings: new MeetingsService(ctx.db),
  };
}
