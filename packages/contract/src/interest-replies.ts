import { z } from './zod-fr';

// Apart from interests.ts on purpose: a screen that only reads these replies does not pull the
// catalogue (and the request's checks built on it) into its download.

/** GET /interests.json: the catalogue as served, a French category name mapped to its subcategories. */
export const interestsCatalogueReply = z.lazy(() => z.record(z.string(), z.array(z.string())));
export type InterestsCatalogue = z.infer<typeof interestsCatalogueReply>;

/** POST /api/update_interests: the list as stored, so the client keeps exactly what the server kept. */
export const updateInterestsReply = z.lazy(() =>
  z.object({
    status: z.literal('ok'),
    selectedInterests: z.array(z.string()),
  }),
);
export type UpdateInterestsReply = z.infer<typeof updateInterestsReply>;
