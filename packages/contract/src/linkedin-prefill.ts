import type { LinkedinPrefill } from './linkedin';

/**
 * `linkedinPrefill`'s rule (./linkedin) written without zod, for the sign-up screen, which reads
 * the prefill of its address before anything else loads: an object whose `firstName`, `lastName`
 * and `email` are strings when present; other keys are dropped. linkedin-prefill.test.ts checks
 * that it answers as the schema does.
 */
export function readLinkedinPrefill(value: unknown): LinkedinPrefill | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const prefill: LinkedinPrefill = {};
  for (const key of ['firstName', 'lastName', 'email'] as const) {
    const field = record[key];
    if (field === undefined) continue;
    if (typeof field !== 'string') return null;
    prefill[key] = field;
  }
  return prefill;
}
