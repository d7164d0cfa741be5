import { interestsCatalogueReply, type UpdateInterestsRequest, updateInterestsReply } from '@lien/contract';
import { request } from './client';

/** Typed interests calls (SPEC §7, DESIGN's paths). */
export const interestsApi = {
  /** The static catalogue: French category → subcategories. Public, like every static file. */
  catalogue: () => request('/interests.json', { reply: interestsCatalogueReply, auth: false }),
  update: (selectedInterests: string[]) =>
    request('/api/update_interests', {
      method: 'POST',
      body: { selectedInterests } satisfies UpdateInterestsRequest,
      reply: updateInterestsReply,
    }),
};
