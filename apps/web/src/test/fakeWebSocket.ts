import type { RealtimeEvent } from '@lien/contract';
import { act } from '@testing-library/preact';

/**
 * A WebSocket that never leaves the test: every one created is kept in `FakeWebSocket.all`, and the
 * test plays the server with `accept()`, `push(event)` and `drop(code)`. setup.ts puts it in place
 * of the real one for every web test.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  closedByClient: { code?: number; reason?: string } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }

  /** The newest socket, the one a test talks to. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.all.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  /** Sockets the client has not closed and the server has not dropped. */
  static live(): FakeWebSocket[] {
    return FakeWebSocket.all.filter((socket) => socket.readyState !== FakeWebSocket.CLOSED);
  }

  static reset(): void {
    FakeWebSocket.all = [];
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedByClient = { code, reason };
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepts the connection. */
  accept(): void {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** The server pushes one event (or any raw text, to test what the client ignores). */
  push(event: RealtimeEvent | string): void {
    const data = typeof event === 'string' ? event : JSON.stringify(event);
    act(() => {
      this.onmessage?.(new MessageEvent('message', { data }));
    });
  }

  /** The connection ends from the server's side (1006: dropped without a close frame). */
  drop(code = 1006): void {
    act(() => {
      this.readyState = FakeWebSocket.CLOSED;
      this.onclose?.(new CloseEvent('close', { code }));
    });
  }
}
