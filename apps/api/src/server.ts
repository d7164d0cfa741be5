import { serve } from './serve';

/** Entry point of the production build (apps/api/dist/server.js): the app alone, no extension. */
serve().catch((error) => {
  console.error(error);
  process.exit(1);
});
