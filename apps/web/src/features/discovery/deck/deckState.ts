import type { SwipeProfile } from '@lien/contract';

/** PRODUCT §4 swipe deck status. */
export type DeckStatus = 'idle' | 'loading_initial' | 'loading_more' | 'finished' | 'error';

export interface DeckState {
  status: DeckStatus;
  /** The deck, top first. */
  profiles: SwipeProfile[];
  /** The 'Erreur: ...' detail while status is 'error'. */
  error: string | null;
  /** The server has nobody else for now: no more refills until the screen is opened again. */
  exhausted: boolean;
}

export type DeckAction =
  | { type: 'load' }
  /** `reply` is the server's page; `seen` every profile swiped or reported on this screen. */
  | { type: 'loaded'; reply: readonly SwipeProfile[]; seen: ReadonlySet<number>; pageSize: number }
  | { type: 'failed'; message: string }
  /** « Le choix du jour » goes first, once: `seen` as for a page (a pick already swiped stays away). */
  | { type: 'pick'; profile: SwipeProfile; seen: ReadonlySet<number> }
  | { type: 'remove'; id: number };

export const initialDeck: DeckState = { status: 'idle', profiles: [], error: null, exhausted: false };

/** Whatever the status, the screen shows 'finished' when the deck is empty and nothing more can come. */
const settled = (profiles: SwipeProfile[], exhausted: boolean): DeckStatus =>
  profiles.length === 0 && exhausted ? 'finished' : 'idle';

/**
 * The deck's rules (PRODUCT §4): a page adds only people neither in the deck nor already swiped (the
 * server may still send someone whose swipe is in flight or failed); the day's pick goes on top, and
 * only once, whether or not a page lists it too; a removal is immediate; an empty deck with nothing
 * more to load is 'finished'.
 */
export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case 'load':
      return {
        ...state,
        status: state.profiles.length > 0 ? 'loading_more' : 'loading_initial',
        error: null,
      };
    case 'loaded': {
      const present = new Set(state.profiles.map((profile) => profile.id));
      const fresh = action.reply.filter(
        (profile) => !present.has(profile.id) && !action.seen.has(profile.id),
      );
      const profiles = [...state.profiles, ...fresh];
      // A short page is the server's last; a full page of known faces would only bring them back again.
      const exhausted = action.reply.length < action.pageSize || fresh.length === 0;
      return { status: settled(profiles, exhausted), profiles, error: null, exhausted };
    }
    case 'failed':
      // With people still in the deck the failure stays silent: the next swipe asks again.
      return state.profiles.length > 0
        ? { ...state, status: 'idle' }
        : { ...state, status: 'error', error: action.message };
    case 'pick': {
      if (action.seen.has(action.profile.id)) return state;
      const others = state.profiles.filter((profile) => profile.id !== action.profile.id);
      const profiles = [action.profile, ...others];
      const loading = state.status === 'loading_initial' || state.status === 'loading_more';
      return { ...state, profiles, status: loading ? 'loading_more' : 'idle', error: null };
    }
    case 'remove': {
      const profiles = state.profiles.filter((profile) => profile.id !== action.id);
      if (profiles.length === state.profiles.length) return state;
      const loading = state.status === 'loading_initial' || state.status === 'loading_more';
      return { ...state, profiles, status: loading ? state.status : settled(profiles, state.exhausted) };
    }
  }
}
