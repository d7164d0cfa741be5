import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';

export interface CpuLoad {
  /** The load averages seen while it ran (1-minute figure, sampled every 5 s): min and max. */
  seen(): { min: number; max: number };
  stop(): Promise<void>;
}

/**
 * `count` CPU-bound child processes (Node busy loops), to measure the web app on a machine as busy
 * as a phone running other apps (issue #28), or as a shared CI runner. Each loop is its own process,
 * so each takes a core; they are ended by `stop()`, and by this process's exit if it dies first.
 */
export function startCpuLoad(count: number): CpuLoad {
  const children: ChildProcess[] = [];
  for (let index = 0; index < count; index += 1)
    children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  const killAll = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  const sample = () => {
    const [oneMinute = 0] = loadavg();
    min = Math.min(min, oneMinute);
    max = Math.max(max, oneMinute);
  };
  sample();
  const sampler = setInterval(sample, 5_000);
  sampler.unref();
  return {
    seen: () => ({ min, max }),
    stop: async () => {
      clearInterval(sampler);
      sample();
      const exits = children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => new Promise((resolve) => child.once('exit', resolve)));
      killAll();
      await Promise.all(exits);
      process.off('exit', killAll);
    },
  };
}
