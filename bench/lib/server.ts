import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the production server entry on a fresh data folder and waits until it answers. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lien-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/get_csrf_token`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      // Not left behind when it is too slow to start (a loaded machine): it would hold the port.
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The CSRF cookie and token a browser gets on its first call (GET /api/get_csrf_token), to send with
 * every unsafe call after it.
 */
export async function csrfSession(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${baseUrl}/api/get_csrf_token`);
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  return { cookie, csrf: ((await response.json()) as { csrf_token: string }).csrf_token };
}

/** A client that keeps the CSRF cookie and sends the token on unsafe calls, like the web app. */
export class BenchClient {
  #cookie = '';
  #csrf = '';

  constructor(readonly baseUrl: string) {}

  async start(): Promise<this> {
    ({ cookie: this.#cookie, csrf: this.#csrf } = await csrfSession(this.baseUrl));
    return this;
  }

  /** Any call with this client's cookie and CSRF token (headers given in `init` are kept). */
  send(pathname: string, init: RequestInit): Promise<Response> {
    return fetch(`${this.baseUrl}${pathname}`, {
      ...init,
      headers: { ...init.headers, cookie: this.#cookie, 'x-csrf-token': this.#csrf },
    });
  }

  post(pathname: string, body: unknown): Promise<Response> {
    return this.send(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
}
