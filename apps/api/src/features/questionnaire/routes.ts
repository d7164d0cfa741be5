import { questionnaireEndpoints } from '@lien/contract';
import { QUESTIONS } from '@lien/contract/rules';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { serveStaticJson } from '../../plugins/static-json';
import { QuestionnaireService } from './service';

/** The questions change only with a release: an hour fresh, then revalidated by their tag. */
const QUESTIONS_CACHE_CONTROL = 'public, max-age=3600';

/** The questionnaire calls: the public questions (PRODUCT §3), the upload and the saved answers (PRODUCT §7). */
export async function questionnaireRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new QuestionnaireService(ctx.db);

  // The contract's Question objects as they are: the shape its questionsReply schema describes.
  serveStaticJson(app, questionnaireEndpoints.questions, QUESTIONS, QUESTIONS_CACHE_CONTROL);

  // The body is validated by the contract before the handler: every answer against its question,
  // unknown and missing questions refused, the first French message naming its question.
  route(app, questionnaireEndpoints.upload, {}, async (request) => {
    const personalityId = await service.save(currentUserId(request), request.body);
    return { status: 'ok' as const, personalityId };
  });

  route(app, questionnaireEndpoints.savedAnswers, {}, async (request) => ({
    answers: await service.answers(currentUserId(request)),
  }));
}
