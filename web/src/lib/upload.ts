/**
 * A multipart upload that reports its progress (fetch cannot: it has no upload progress events), sent
 * with XMLHttpRequest under the same headers, envelope reading and shared error handler as every call
 * of ./api. Large files on a phone's connection can take minutes, so instead of one deadline for the
 * whole call it gives up after REQUEST_TIMEOUT_MS without any progress.
 */
import { isEnvelope, parseJson } from '@rangkai/shared';
import { baseHeaders, buildUrl, handleApiError, REQUEST_TIMEOUT_MS, type HandlerOptions, type Params } from './api';

export interface UploadOptions extends HandlerOptions {
  params?: Params;
  /** The share sent so far, 0 to 1 (called only when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with an AbortError, as fetch does. */
  signal?: AbortSignal;
}

/** POSTs `form` to `path` and answers the envelope's data; a failure throws the shared handler's ApiError. */
export function uploadWithProgress<T>(path: string, form: FormData, { params, onProgress, signal, ...handler }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    const abort = () => xhr.abort();
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };

    xhr.open('POST', buildUrl(path, params));
    // The browser sets the multipart Content-Type with its boundary.
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      idle();
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      settle();
      const payload = parseJson(xhr.responseText);
      const env = isEnvelope(payload) ? payload : null;
      const ok = xhr.status >= 200 && xhr.status < 300;
      const metaCode = env ? env.meta.code : xhr.status;
      if (ok && metaCode < 400) {
        if (env) resolve(env.data as T);
        else reject(handleApiError({ kind: 'other' }, handler));
        return;
      }
      reject(handleApiError({ kind: 'http', status: ok ? metaCode : xhr.status, body: payload }, handler));
    };
    xhr.onerror = () => {
      settle();
      reject(handleApiError({ kind: 'network' }, handler));
    };
    xhr.onabort = () => {
      settle();
      reject(timedOut ? handleApiError({ kind: 'timeout' }, handler) : new DOMException('The upload was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    idle();
    xhr.send(form);
  });
}
