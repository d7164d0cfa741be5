import { discoveryMessages, type SwipeProfile, todayInParis } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../../http-error';
import { storedVector } from '../../affinity/scoring';
import { findVectors, findViewerPlace } from '../profiles/queries';
import { loadProfiles } from '../profiles/service';
import type { Visibility } from '../visibility/service';

type Db = Kysely<Database>;

/** One answer for every reason a profile is not shown: the API never tells who exists. */
const notFound = () => new HttpError(404, discoveryMessages.profileNotFound);

/** GET /api/user_profile/:id — one profile, in the deck's shape, when the product shows it the viewer. */
export class ProfileViewService {
  constructor(
    private readonly db: Db,
    private readonly visibility: Visibility,
  ) {}

  async profile(viewerId: number, memberId: number): Promise<SwipeProfile> {
    if (!(await this.visibility.canView(viewerId, memberId))) throw notFound();
    const [place, vectors] = await Promise.all([
      findViewerPlace(this.db, viewerId),
      findVectors(this.db, [viewerId]),
    ]);
    if (!place) throw notFound();
    const own = vectors[0];
    const viewer = { id: viewerId, ...place, vector: own ? storedVector(own) : null };
    const [profile] = await loadProfiles(this.db, viewer, [memberId], todayInParis());
    if (!profile) throw notFound();
    return profile;
  }
}
