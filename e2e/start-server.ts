import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestIssuer } from './support/linkedin-issuer';

/**
 * Starts the real server on the built web app with a fresh, throw-away data folder, so
 * every end-to-end run begins from an empty database (Playwright's webServer runs this).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'lien-e2e-'));
const port = process.env.E2E_PORT ?? '3210';
// LinkedIn sign-in goes to a real OpenID Connect issuer on loopback, started beside the server.
const issuer = await startTestIssuer();

// The server as `npm start` runs it outside production: the API with the demo world beside it (apps/demo).
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/demo/src/start.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    // Every journey signs up from 127.0.0.1; the limits are tested by the API suite.
    RATE_LIMITS: 'off',
    // The moderation journey makes its moderator through /dev/moderators (the command line's service).
    DEV_MODERATOR_GRANT: 'on',
    // The « Vous vous êtes vus ? » journey has a call already over (/dev/past_calls).
    DEV_PAST_CALLS: 'on',
    // The « À vous de jouer » journey's reminder goes a day early, and her digest with it (/dev/turn_reminders).
    DEV_TURN_REMINDERS: 'on',
    LOG_LEVEL: 'warn',
    DEMO_MEMBERS: '0',
    // The demo world acts only for members signed up at @premier-soir.test (the first-evening
    // journeys): every other journey keeps a world where no one likes, answers or appears unasked.
    // Time runs twenty times faster (a like first a second after onboarding, answers within seconds);
    // the neighbourhood is the issue's sixty candidates, so a first evening swipes sixty cards.
    DEMO_WORLD: 'on',
    DEMO_WORLD_AUDIENCE: '@premier-soir.test',
    DEMO_TIME_SCALE: '0.05',
    DEMO_NEIGHBOURS: '60',
    // No couples of demo members walking the path to a date (issue #27): the funnel is the API's to test.
    DEMO_PATH_MATCHES: '0',
    LINKEDIN_CLIENT_ID: 'lien-e2e',
    LINKEDIN_CLIENT_SECRET: 'lien-e2e-secret',
    LINKEDIN_ISSUER: issuer.issuer.url ?? '',
  },
});

const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await issuer.stop().catch(() => undefined);
  process.exit(code ?? 0);
});
