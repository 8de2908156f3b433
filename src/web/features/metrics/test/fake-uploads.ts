import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** One request the dialog sent through XMLHttpRequest (a large file's upload), and the test's side of it. */
export interface RecordedUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob;
  withCredentials: boolean;
  isAborted: boolean;
  /** The browser reporting `loaded` of `total` body bytes sent. */
  progress(loaded: number, total: number): void;
  /** The server's answer, as JSON. */
  respond(status: number, body: unknown, headers?: Record<string, string>): Promise<void>;
}

/**
 * Replaces XMLHttpRequest (which jsdom would send over the network) with one the test answers. Returns the uploads
 * in order; each waits for the test's `respond`.
 */
export function stubUploads(): RecordedUpload[] {
  const uploads: RecordedUpload[] = [];

  class FakeXMLHttpRequest {
    withCredentials = false;
    status = 0;
    responseText = '';
    readonly upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private requestHeaders: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    private record: RecordedUpload | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name.toLowerCase()] = value;
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }

    abort() {
      if (this.record) this.record.isAborted = true;
      this.onabort?.();
    }

    send(body: Blob) {
      const xhr = this;
      this.record = {
        method: this.method,
        url: this.url,
        headers: this.requestHeaders,
        body,
        withCredentials: this.withCredentials,
        isAborted: false,
        progress(loaded, total) {
          act(() => xhr.upload.onprogress?.({ loaded, total, lengthComputable: true }));
        },
        async respond(status, answer, headers = {}) {
          await act(async () => {
            xhr.status = status;
            xhr.responseText = JSON.stringify(answer);
            xhr.responseHeaders = { 'content-type': 'application/json', ...headers };
            xhr.onload?.();
          });
        },
      };
      uploads.push(this.record);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return uploads;
}
