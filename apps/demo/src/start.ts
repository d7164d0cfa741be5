/**
 * What `npm start` runs (after the build): outside production, the API from its source with the demo
 * world beside it in the same process (extension.ts); in production, the API's own build alone
 * (apps/api/dist/server.js), which contains nothing of the demo.
 */
if (process.env.NODE_ENV === 'production') {
  await import(new URL('../../api/dist/server.js', import.meta.url).href);
} else {
  const { serve } = await import('@lien/api/extension');
  const { demoExtension } = await import('./extension');
  const { demoWorldSettings } = await import('./settings');
  try {
    await serve([demoExtension(process.env.DEMO_MEMBERS, demoWorldSettings())]);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
