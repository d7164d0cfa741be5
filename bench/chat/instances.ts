import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-main.ts');

export interface Instance {
  name: string;
  baseUrl: string;
  pid: number;
  /** Resident memory of the instance's process, in bytes (Linux /proc). */
  rss(): number;
  stop(): Promise<void>;
}

/** Starts one API instance on loopback and waits until it answers (bounded: 60 s). */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS: extra flags for the instances, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...extra, '--import', 'tsx', entry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMITS: 'off',
      // BENCH_LOG_LEVEL=info: the request log lines production writes (to /dev/null here).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...env,
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/get_csrf_token`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`instance ${name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid ?? 0;
  return {
    name,
    baseUrl,
    pid,
    rss: () => {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      return line ? Number(line[1]) * 1024 : Number.NaN;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
