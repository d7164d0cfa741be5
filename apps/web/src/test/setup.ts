import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { firstContentShown } from '../ui/firstContent';
import { FakeWebSocket } from './fakeWebSocket';
import { patiently } from './patiently';
import { setViewport } from './viewport';

// No web test ever opens a real socket: assigned directly, so that vi.unstubAllGlobals keeps it.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

// happy-dom decodes no image (it refuses Node's Blob): every chosen photo reads as an image here, and a
// test of an unreadable one stubs createImageBitmap to fail. Assigned directly, as WebSocket above.
globalThis.createImageBitmap = (async () => ({
  width: 1,
  height: 1,
  close() {},
})) as unknown as typeof createImageBitmap;

// Nothing waits for a screen's first content here (ui/firstContent.ts): the badges, the CSRF token and
// the rest go at once, as they did before; firstContent.test.ts tests the wait itself.
firstContentShown();

// The screens are drawn for a phone first: tests see one (happy-dom's default, 1024 px, is a wide screen).
setViewport(360, 640);

// findBy* and waitFor wait for what the test needs; their 1 s default gives up before a lazy chunk's
// first load on a loaded two-core machine (CI's), so the bound is the one vi.waitFor gets.
configure({ asyncUtilTimeout: patiently.timeout });

// Preact runs effects once the browser has painted (a frame later); a test goes on as soon as the
// DOM it waits for is there, so here effects run right after their render, as React's act ran them.
options.requestAnimationFrame = (runEffects) => queueMicrotask(runEffects);

afterEach(async () => {
  cleanup();
  // After cleanup, so that unmounted screens have left: no socket, poll or retry outlives its test.
  // Imported here rather than at the top, so that a test file's vi.mock of telemetry still applies.
  const [{ badgeStore }, { resetRealtime }, { clearAllStorage }] = await Promise.all([
    import('../realtime/badges'),
    import('../realtime/socket'),
    import('../session/storage'),
  ]);
  badgeStore.reset();
  resetRealtime();
  FakeWebSocket.reset();
  // As a logout does: the next test starts with no member, and is told so (session/changes.ts).
  clearAllStorage();
  setViewport(360, 640);
});
