import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetchMock';
import { signIn } from '../test/session';

// The test set-up says the first content is shown (test/setup.ts): each test takes modules of its own,
// loaded afresh, in which nothing is shown yet.
async function freshPage() {
  vi.resetModules();
  const [firstContent, testing, badges, react] = await Promise.all([
    import('./firstContent'),
    import('@testing-library/preact'),
    import('../realtime/badges'),
    import('react'),
  ]);
  return { ...firstContent, ...testing, badgeStore: badges.badgeStore, useRef: react.useRef };
}

beforeEach(() => {
  vi.useFakeTimers();
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what waits for the first content', () => {
  it('runs once the screen says its content is shown, once, and not once cancelled', async () => {
    const page = await freshPage();
    const ran: string[] = [];
    page.afterFirstContent(() => ran.push('token'));
    const cancel = page.afterFirstContent(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    page.firstContentShown();
    page.firstContentShown();
    expect(ran).toEqual(['token']);
    page.afterFirstContent(() => ran.push('later'));
    expect(ran).toEqual(['token', 'later']);
  });

  it('goes anyway once the wait is over on a screen that never says', async () => {
    const page = await freshPage();
    let ran = false;
    page.waitForFirstContent();
    page.afterFirstContent(() => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(page.FIRST_CONTENT_WAIT_MS - 1);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toBe(true);
  });

  it('asks for the badge counts only after the first content', async () => {
    const page = await freshPage();
    const api = mockFetch({
      'GET /api/new_likes_count': () => json({ count: 2 }),
      'GET /api/unread_messages_count': () => json({ count: 5 }),
    });
    const stop = page.badgeStore.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls('GET /api/new_likes_count')).toHaveLength(0);
    page.firstContentShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls('GET /api/new_likes_count')).toHaveLength(1);
    expect(page.badgeStore.snapshot()).toEqual({ newLikes: 2, unreadMessages: 5 });
    stop();
    page.badgeStore.reset();
  });

  it('tells a component when the first content is shown, and draws it again', async () => {
    const page = await freshPage();
    function Badge() {
      return <p>{page.useFirstContentShown() ? 'après' : 'avant'}</p>;
    }
    const view = page.render(<Badge />);
    expect(view.container.textContent).toBe('avant');
    await page.act(() => page.firstContentShown());
    expect(view.container.textContent).toBe('après');
    view.unmount();
  });

  it("is the photos' arrival in the container once it is ready, loaded or failed", async () => {
    const page = await freshPage();
    let ran = false;
    page.afterFirstContent(() => {
      ran = true;
    });
    function Card({ ready }: { ready: boolean }) {
      const ref = page.useRef<HTMLElement>(null);
      page.useFirstContentIn(ref, ready);
      return (
        <section ref={ref}>
          <img src="/photos/a.webp" alt="Hugo, 1 sur 2" />
          <img src="/photos/b.webp" alt="Hugo, 2 sur 2" />
        </section>
      );
    }
    const view = page.render(<Card ready={false} />);
    const [first, second] = view.container.querySelectorAll('img');
    // happy-dom loads no image and calls every one complete: these two are still on their way.
    for (const image of [first, second]) Object.defineProperty(image, 'complete', { value: false });
    first?.dispatchEvent(new Event('load'));
    second?.dispatchEvent(new Event('error'));
    expect(ran).toBe(false);

    view.rerender(<Card ready />);
    await vi.advanceTimersByTimeAsync(0);
    first?.dispatchEvent(new Event('load'));
    expect(ran).toBe(false);
    second?.dispatchEvent(new Event('error'));
    expect(ran).toBe(true);
    view.unmount();
  });
});
