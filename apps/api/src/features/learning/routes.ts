import { learningEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { LearningService } from './service';

/** « Ce que Lien a appris de vos rencontres »: the member's own learned weights, and their reset. */
export async function learningRoutes(app: App, { db }: AppContext): Promise<void> {
  const learning = new LearningService(db);

  route(app, learningEndpoints.weights, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return learning.view(currentUserId(request));
  });

  route(app, learningEndpoints.reset, {}, async (request) => learning.reset(currentUserId(request)));
}
