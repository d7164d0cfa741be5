import { describe, expect, it } from 'vitest';
import { swipeProfiles } from '../../../test/profiles';
import { deckReducer, initialDeck } from './deckState';

const ids = (state: { profiles: Array<{ id: number }> }) => state.profiles.map((profile) => profile.id);

describe('deck rules (PRODUCT §4)', () => {
  it('adds only people neither in the deck nor already seen', () => {
    const loaded = deckReducer(initialDeck, {
      type: 'loaded',
      reply: swipeProfiles(4, 1),
      seen: new Set(),
      pageSize: 4,
    });
    const refilled = deckReducer(loaded, {
      type: 'loaded',
      reply: [...swipeProfiles(2, 3), ...swipeProfiles(4, 5)],
      seen: new Set([5, 6]),
      pageSize: 10,
    });
    expect(ids(refilled)).toEqual([1, 2, 3, 4, 7, 8]);
    expect(refilled.exhausted).toBe(true);
    expect(refilled.status).toBe('idle');
  });

  it('is finished once empty with nothing more to come, and loading again when it can refill', () => {
    let state = deckReducer(initialDeck, {
      type: 'loaded',
      reply: swipeProfiles(1, 1),
      seen: new Set(),
      pageSize: 10,
    });
    expect(state.exhausted).toBe(true);
    state = deckReducer(state, { type: 'remove', id: 1 });
    expect(state.status).toBe('finished');

    const full = deckReducer(initialDeck, {
      type: 'loaded',
      reply: swipeProfiles(2, 1),
      seen: new Set(),
      pageSize: 2,
    });
    expect(full.exhausted).toBe(false);
    expect(deckReducer(full, { type: 'load' }).status).toBe('loading_more');
    expect(deckReducer(initialDeck, { type: 'load' }).status).toBe('loading_initial');
  });

  it('shows a load failure only when there is no card left', () => {
    const withCards = deckReducer(initialDeck, {
      type: 'loaded',
      reply: swipeProfiles(2, 1),
      seen: new Set(),
      pageSize: 2,
    });
    expect(deckReducer(withCards, { type: 'failed', message: 'Error 500' }).status).toBe('idle');
    const failed = deckReducer(initialDeck, { type: 'failed', message: 'Error 500' });
    expect(failed).toMatchObject({ status: 'error', error: 'Error 500' });
  });

  it('puts the day’s pick on top once, whether or not a page lists it, and never once swiped', () => {
    const [pick] = swipeProfiles(1, 3);
    if (!pick) throw new Error('no pick');
    const loaded = deckReducer(initialDeck, {
      type: 'loaded',
      reply: swipeProfiles(4, 1),
      seen: new Set(),
      pageSize: 4,
    });
    const picked = deckReducer(loaded, { type: 'pick', profile: pick, seen: new Set() });
    expect(ids(picked)).toEqual([3, 1, 2, 4]);
    const refilled = deckReducer(picked, {
      type: 'loaded',
      reply: swipeProfiles(3, 3),
      seen: new Set(),
      pageSize: 10,
    });
    expect(ids(refilled)).toEqual([3, 1, 2, 4, 5]);
    const swiped = deckReducer(refilled, { type: 'remove', id: 3 });
    expect(deckReducer(swiped, { type: 'pick', profile: pick, seen: new Set([3]) })).toBe(swiped);
  });

  it('takes an empty, finished deck back to a card when the pick arrives', () => {
    const finished = deckReducer(initialDeck, { type: 'loaded', reply: [], seen: new Set(), pageSize: 10 });
    expect(finished.status).toBe('finished');
    const [pick] = swipeProfiles(1, 9);
    if (!pick) throw new Error('no pick');
    const picked = deckReducer(finished, { type: 'pick', profile: pick, seen: new Set() });
    expect(picked.status).toBe('idle');
    expect(ids(picked)).toEqual([9]);
  });
});
