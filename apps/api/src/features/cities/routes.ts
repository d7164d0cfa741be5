import { citiesEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { etagMatches, negotiateEncoding } from './city-list';
import { CitiesService } from './service';

/** A day fresh, then a week served stale while revalidating: the list changes only with a release. */
const LIST_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const SEARCH_CACHE_CONTROL = 'public, max-age=3600';

/** The city calls of PRODUCT §7, both public: the sign-up page needs them before any session exists. */
export async function citiesRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new CitiesService(ctx);

  // The list is large (about 1.9 MB of JSON): it is sent pre-compressed in the client's coding,
  // so @fastify/compress is turned off here rather than compressing it again on every request.
  app.get(
    citiesEndpoints.all.path,
    { config: { auth: 'public' }, compress: false },
    async (request, reply) => {
      const list = await service.allCities();
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const { body, etag } = list[encoding];
      reply
        .header('cache-control', LIST_CACHE_CONTROL)
        .header('vary', 'accept-encoding')
        .header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );

  route(app, citiesEndpoints.search, {}, async (request, reply) => {
    reply.header('cache-control', SEARCH_CACHE_CONTROL);
    return service.search(request.query.query, request.query.limit);
  });
}
