import { FUNNEL_STEPS } from '@lien/contract';
import type { FunnelCounts } from './queries';

/*
 * The funnel as the team reads it (issue #27): each step's count, its share of the step before and
 * of the matches, in French, for the command's table (and any other reader of the same figures).
 */

/** A share as a whole percentage, « — » when there is nothing to divide by. */
export function share(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)} %`;
}

export interface FunnelLine {
  label: string;
  count: number;
  /** Of the step before (the first step: of itself). */
  ofPrevious: string;
  ofMatches: string;
}

export function funnelLines(counts: FunnelCounts): FunnelLine[] {
  return FUNNEL_STEPS.map((step, index) => {
    const previous = FUNNEL_STEPS[index - 1];
    return {
      label: step.label,
      count: counts[step.key],
      ofPrevious: previous ? share(counts[step.key], counts[previous.key]) : '',
      ofMatches: index === 0 ? '' : share(counts[step.key], counts.matches),
    };
  });
}

/** A plain-text table of one week, columns padded for a terminal. */
export function funnelTable(monday: string, counts: FunnelCounts): string {
  const lines = funnelLines(counts);
  const width = Math.max(...lines.map((line) => line.label.length));
  const rows = lines.map(
    (line) =>
      `  ${line.label.padEnd(width)}  ${String(line.count).padStart(6)}  ${line.ofPrevious.padStart(6)}  ${line.ofMatches.padStart(6)}`,
  );
  const header = `  ${''.padEnd(width)}  ${'nombre'.padStart(6)}  ${'/avant'.padStart(6)}  ${'/matchs'.padStart(6)}`;
  return [`Semaine du ${monday}`, header, ...rows].join('\n');
}
