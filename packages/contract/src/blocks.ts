import { rowId } from './common';
import { z } from './zod-fr';

/** A profile the member reported (and so blocked): what the privacy screen lists. */
export const blockedProfile = z.lazy(() =>
  z.object({
    id: z.number().int(),
    firstName: z.string(),
    photoUrl: z.string().nullable(),
    /** ISO 8601 UTC: when the member blocked or reported them. */
    blockedAt: z.string(),
    /** Whether the member also reported them for moderation, or only blocked them. */
    reported: z.boolean(),
  }),
);
export type BlockedProfile = z.infer<typeof blockedProfile>;

/** GET /api/blocked_profiles — newest first. */
export const blockedProfilesReply = z.lazy(() => z.object({ profiles: z.array(blockedProfile) }));
export type BlockedProfilesReply = z.infer<typeof blockedProfilesReply>;

/** POST /api/unblock_profile — lifts the member's own report of that person. */
export const unblockProfileRequest = z.lazy(() => z.object({ userId: rowId() }));
/** POST /api/block_profile: the member to block. */
export const blockProfileRequest = z.lazy(() => z.object({ userId: rowId() }));
export type UnblockProfileRequest = z.infer<typeof unblockProfileRequest>;

/** The blocked-profiles texts (privacy screen, PRODUCT §2.6). */
export const blockMessages = {
  /** The profile's and the thread's action, and its confirmation. */
  block: 'Bloquer',
  blockTitle: (firstName: string) => `Bloquer ${firstName}\u00a0?`,
  blockExplained:
    'Vous ne vous verrez plus\u00a0: ni dans les profils, ni dans les likes, ni dans les messages. Personne n’en est averti, et vous pourrez le débloquer depuis Confidentialité.',
  blocked: 'Le profil a été bloqué.',
  alreadyBlocked: 'Vous avez déjà bloqué ou signalé ce profil.',
  blockFailed: 'Le blocage a échoué. Veuillez réessayer.',
  /** The blocked list's line under a name. */
  reportedLine: 'Signalé',
  blockedLine: 'Bloqué',
  notBlocked: 'Ce profil ne fait pas partie de vos profils bloqués.',
  unblocked: 'Le profil a été débloqué.',
  loadFailed: 'Impossible de charger les profils bloqués.',
  unblockFailed: 'Le déblocage a échoué. Veuillez réessayer.',
  empty: 'Aucun profil bloqué.',
} as const;
