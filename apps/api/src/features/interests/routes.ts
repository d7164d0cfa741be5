import { interestsEndpoints } from '@lien/contract';
import { INTERESTS } from '@lien/contract/rules';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { serveStaticJson } from '../../plugins/static-json';
import { InterestsService } from './service';

/** The catalogue changes only with a release: an hour fresh, then revalidated by its tag. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=3600';

/** The interests calls: the public catalogue (PRODUCT §3) and saving the member's choice (PRODUCT §7). */
export async function interestsRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new InterestsService(ctx.db);

  serveStaticJson(app, interestsEndpoints.catalogue, INTERESTS, CATALOGUE_CACHE_CONTROL);

  route(app, interestsEndpoints.update, {}, async (request) => {
    const selectedInterests = await service.replace(currentUserId(request), request.body.selectedInterests);
    return { status: 'ok' as const, selectedInterests };
  });
}
