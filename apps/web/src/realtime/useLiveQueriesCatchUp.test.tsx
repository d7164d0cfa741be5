import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_QUERY } from '../api/queryClient';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { withQueries } from '../test/queries';
import { signIn } from '../test/session';
import { useLiveQueriesCatchUp } from './useLiveQueriesCatchUp';

const WAIT = { timeout: 15_000 };
let fetches = { live: 0, other: 0 };

/** A screen with one query that live events keep current and one that they do not (the deck's). */
function Screen() {
  useLiveQueriesCatchUp();
  const live = useQuery({
    queryKey: ['conversations'],
    queryFn: async () => ++fetches.live,
    staleTime: Number.POSITIVE_INFINITY,
    meta: LIVE_QUERY,
  });
  const other = useQuery({
    queryKey: ['deck'],
    queryFn: async () => ++fetches.other,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <p>
      live {live.data} other {other.data}
    </p>
  );
}

beforeEach(() => {
  signIn();
  fetches = { live: 0, other: 0 };
});
afterEach(() => vi.useRealTimers());

describe('after a gap in the live events, the live queries on screen are fetched again', () => {
  it('when the server sends resync (its fan-out was interrupted)', async () => {
    render(withQueries(<Screen />));
    expect(await screen.findByText('live 1 other 1', {}, WAIT)).toBeInTheDocument();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().push({ type: 'resync' });
    expect(await screen.findByText('live 2 other 1', {}, WAIT)).toBeInTheDocument();
  });

  it('when the socket opens again after a drop', async () => {
    render(withQueries(<Screen />));
    expect(await screen.findByText('live 1 other 1', {}, WAIT)).toBeInTheDocument();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().drop();
    // The back-off's first wait is at most a second.
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(2), WAIT);
    FakeWebSocket.latest().accept();
    expect(await screen.findByText('live 2 other 1', {}, WAIT)).toBeInTheDocument();
    expect(fetches.other).toBe(1);
  });
});
