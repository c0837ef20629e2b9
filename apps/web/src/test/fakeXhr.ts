import { vi } from 'vitest';

/**
 * A scripted XMLHttpRequest: tests read what was sent (`sent`, `headers`) and then play the exchange with
 * `progress`, `respond` or `failNetwork`. `install()` puts it in place of the browser's.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  static install() {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
  static get last(): FakeXhr {
    const xhr = FakeXhr.all.at(-1);
    if (!xhr) throw new Error('no XMLHttpRequest was made');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onprogress: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown, contentType = 'application/json') {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = { 'content-type': contentType };
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
}

/** Waits until `count` requests have been opened (the client awaits between a 401 and its retry). */
export async function xhrCount(count: number) {
  await vi.waitFor(() => {
    if (FakeXhr.all.length < count) throw new Error(`${FakeXhr.all.length} of ${count} requests`);
  });
}
