import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One request the local collector received (PostHog's /capture/ or Sentry's envelope). */
export interface Collected {
  path: string;
  body: string;
}

/**
 * A second Lien server, on the port after the journeys' one, whose telemetry points at a collector
 * on the port after that (issue #29): the journeys' own server has none, so no other journey meets
 * the consent banner. Answers the server's address, what the collector received, and a stop.
 */
export async function startTelemetryServer() {
  const basePort = Number(process.env.E2E_PORT ?? '3210');
  const port = basePort + 1;
  const collectorPort = basePort + 2;
  const collector = `http://127.0.0.1:${collectorPort}`;
  const received: Collected[] = [];
  const sink: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      response.setHeader('access-control-allow-origin', '*');
      response.end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(collectorPort, '127.0.0.1', resolve));

  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lien-e2e-telemetry-'));
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/demo/src/start.ts')],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        WEB_DIST: path.join(root, 'apps/web/dist'),
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        DEMO_MEMBERS: '0',
        DEMO_WORLD: 'off',
        POSTHOG_KEY: 'phc_e2e',
        POSTHOG_HOST: collector,
        SENTRY_DSN: `http://e2ekey@127.0.0.1:${collectorPort}/7`,
      },
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  // Waits for the server as Playwright's webServer does: until its CSRF endpoint answers.
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${baseURL}/api/get_csrf_token`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 600 || server.exitCode !== null) throw new Error('the telemetry server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseURL,
    collector,
    received,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await new Promise((resolve) => sink.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
