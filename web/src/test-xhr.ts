/**
 * A stand-in for XMLHttpRequest (uploads with progress, lib/upload.ts), the XHR twin of stubFetch:
 * each request is recorded; the handler answers it at once (after reporting the upload half and then
 * wholly sent), or leaves it open (answers undefined) for the test to move with `progress`, `respond`,
 * `fail` and `abort`.
 */
import { vi } from 'vitest';
import type { Answer } from './test-utils';

export interface XhrCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  /** Reports `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  /** Answers as stubFetch's handlers do (JSON by default). */
  respond: (answer: Answer) => void;
  /** A network failure. */
  fail: () => void;
  aborted: boolean;
}

export type XhrHandler = (call: XhrCall) => Answer | undefined;

export function stubXhr(handler: XhrHandler = () => undefined): XhrCall[] {
  const calls: XhrCall[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    readyState = 0;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private call: XhrCall | null = null;
    private done = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: unknown) {
      const call: XhrCall = {
        method: this.method,
        url: new URL(this.url, 'http://test.local'),
        headers: { ...this.headers },
        body,
        aborted: false,
        progress: (loaded, total) => {
          if (!this.done) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
        },
        respond: (answer) => {
          if (this.done) return;
          this.done = true;
          this.readyState = 4;
          this.status = answer.status ?? 200;
          this.responseText = answer.raw ? String(answer.body) : JSON.stringify(answer.body);
          this.onload?.();
        },
        fail: () => {
          if (this.done) return;
          this.done = true;
          this.readyState = 4;
          this.onerror?.();
        },
      };
      this.call = call;
      calls.push(call);
      const answer = handler(call);
      if (answer) {
        setTimeout(() => {
          call.progress(50, 100);
          call.progress(100, 100);
          call.respond(answer);
        }, 0);
      }
    }

    abort() {
      if (this.done) return;
      this.done = true;
      if (this.call) this.call.aborted = true;
      this.readyState = 4;
      this.onabort?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}
