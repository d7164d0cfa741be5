/**
 * Build-time rendering of the public screens (scripts/prerender.ts runs it after `vite build`): the
 * same route table and providers as main.tsx, rendered on a static router, every lazy screen awaited,
 * so /welcome, /signup and /login arrive as HTML that paints before any script and that the public
 * screens' own entry (public/entry.tsx) renders over. No router data is inlined (the CSP allows no
 * inline script; the routes have no loaders).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PwaStatus } from './pwa/PwaStatus';
import { routes } from './routes';

export async function render(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://lien.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <PwaStatus />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
