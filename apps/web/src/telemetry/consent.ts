/**
 * The visitor's choice about audience measurement and error reports (issue #29, CNIL guidelines on
 * trackers): nothing is sent and no identifier is stored until « Accepter ». The choice itself is kept
 * on the device (local storage, allowed without consent) with its date, and asked again after six
 * months. Imports nothing, so the public screens' light entry and session/storage.ts can carry it.
 */

export type TelemetryChoice = 'accepted' | 'refused';

/** A choice with the day it was made. */
export interface RecordedChoice {
  choice: TelemetryChoice;
  /** ISO date and time. */
  at: string;
}

/** Local-storage key; session/storage.ts keeps it when a visitor signs in (the choice is theirs). */
export const TELEMETRY_CHOICE_KEY = 'lien.telemetry.consent';
/** The CNIL recommends asking again after six months. */
export const TELEMETRY_CHOICE_MONTHS = 6;

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The choice in force on this device, or null (never asked, unreadable, or older than six months). */
export function readTelemetryChoice(now = new Date()): RecordedChoice | null {
  let value: unknown;
  try {
    value = JSON.parse(storage()?.getItem(TELEMETRY_CHOICE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { choice, at } = value as Record<string, unknown>;
  if ((choice !== 'accepted' && choice !== 'refused') || typeof at !== 'string') return null;
  const expires = new Date(at);
  if (Number.isNaN(expires.getTime())) return null;
  expires.setMonth(expires.getMonth() + TELEMETRY_CHOICE_MONTHS);
  return expires > now ? { choice, at } : null;
}

/** Whether the visitor accepted, and the acceptance is less than six months old. */
export function telemetryAccepted(now = new Date()): boolean {
  return readTelemetryChoice(now)?.choice === 'accepted';
}

/** Records the choice with today's date; telemetry/index.ts's `chooseTelemetry` is the one caller. */
export function storeTelemetryChoice(choice: TelemetryChoice, now = new Date()): void {
  try {
    storage()?.setItem(TELEMETRY_CHOICE_KEY, JSON.stringify({ choice, at: now.toISOString() }));
  } catch {
    // Storage refused: the banner comes back on the next page, nothing is sent meanwhile.
  }
  announceTelemetryChoice();
}

/** Tells the banner and the privacy screen that the stored choice may have changed (or been cleared). */
export function announceTelemetryChoice(): void {
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: calls `listener` at each change; answers a function that stops it. */
export function onTelemetryChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
