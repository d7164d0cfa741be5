import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/server';

/**
 * Start-up time of the API (issue #17): from the process's start to the first `GET /readyz` that
 * answers 200, through tsx (TypeScript compiled at load) and from the ahead-of-time build
 * (`apps/api/dist/server.js`, `npm run build -w apps/api` first). A first start on an empty data
 * folder (migrations, the communes) and warm starts on the same folder. The API's own entry runs
 * no demo (that is apps/demo's launcher), so the figure is the server's own.
 */
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = 3290;

const variants: Record<string, string[]> = {
  tsx: ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')],
  dist: ['--enable-source-maps', path.join(repoRoot, 'apps/api/dist/server.js')],
};

async function startOnce(args: string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const results: Record<string, { first: number; warm: number }> = {};
for (const [name, args] of Object.entries(variants)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lien-startup-'));
  try {
    const first = await startOnce(args, dataDir);
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) warm.push(await startOnce(args, dataDir));
    results[name] = { first, warm: median(warm) };
    console.log(
      `${name}: first start ${first.toFixed(0)} ms; warm starts (median of ${RUNS}) ${median(warm).toFixed(0)} ms [${warm.map((ms) => ms.toFixed(0)).join(', ')}]`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const { tsx, dist } = results;
if (tsx && dist) console.log(`warm start, tsx / dist: ${(tsx.warm / dist.warm).toFixed(2)}×`);
