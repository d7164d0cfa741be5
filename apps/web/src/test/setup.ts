import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { FakeWebSocket } from './fakeWebSocket';

// No web test ever opens a real socket: assigned directly, so that vi.unstubAllGlobals keeps it.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

afterEach(async () => {
  cleanup();
  // After cleanup, so that unmounted screens have left: no socket, poll or retry outlives its test.
  // Imported here rather than at the top, so that a test file's vi.mock of telemetry still applies.
  const [{ badgeStore }, { resetRealtime }] = await Promise.all([
    import('../realtime/badges'),
    import('../realtime/socket'),
  ]);
  badgeStore.reset();
  resetRealtime();
  FakeWebSocket.reset();
  localStorage.clear();
});
