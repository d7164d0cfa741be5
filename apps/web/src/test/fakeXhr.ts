import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

const progressEvent = (type: string, loaded: number, total: number) =>
  ({ type, loaded, total, lengthComputable: total > 0 }) as unknown as ProgressEvent;

/**
 * A stand-in for XMLHttpRequest that a test drives by hand: `progress`, `respond`,
 * `failNetwork`. Only what the upload uses: `on…` handlers, headers, `upload.onprogress`.
 */
export class FakeXhr {
  /** Every request made since `installFakeXhr`, oldest first. */
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.(progressEvent('abort', 0, 0));
  }

  /** Bytes sent so far, as the browser reports them. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(progressEvent('progress', loaded, total));
  }

  /** The server's answer: a status and a JSON body. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.(progressEvent('load', 0, 0));
  }

  /** The connection failed before any answer. */
  failNetwork() {
    this.onerror?.(progressEvent('error', 0, 0));
  }

  /** The multipart field of the body, when it is a FormData. */
  field(name: string): FormDataEntryValue | null {
    return this.body instanceof FormData ? this.body.get(name) : null;
  }
}

/** Replaces XMLHttpRequest with FakeXhr for the current test; `vi.unstubAllGlobals()` restores it. */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** The latest request, failing the test when none was made. */
export function lastXhr(): FakeXhr {
  const request = FakeXhr.requests.at(-1);
  if (!request) throw new Error('no XMLHttpRequest was sent');
  return request;
}

/** Waits for the next request sent after `count` requests (the count before the action). */
export async function nextXhr(count: number): Promise<FakeXhr> {
  await vi.waitFor(() => {
    if (FakeXhr.requests.length <= count) throw new Error('no new XMLHttpRequest yet');
  });
  return lastXhr();
}
