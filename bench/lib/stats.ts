import { availableParallelism, loadavg } from 'node:os';
/** The q-quantile (0–1) of a list of numbers, by nearest rank. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Times `count` sequential runs of `task`, answering each duration in milliseconds. */
export async function timeEach(count: number, task: (index: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await task(index);
    durations.push(performance.now() - start);
  }
  return durations;
}

/** The machine's load beside a figure: these shared machines move every wall-clock time with it. */
export function loadAverage(): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} on ${availableParallelism()} cores`;
}
