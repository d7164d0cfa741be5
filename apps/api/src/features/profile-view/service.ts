import type { SwipeProfile } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { profileSeenBy } from '../discovery/profiles/service';
import type { Visibility } from '../discovery/visibility/service';

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
    const profile = await profileSeenBy(this.db, viewerId, memberId, todayInParis());
    if (!profile) throw notFound();
    return profile;
  }
}
