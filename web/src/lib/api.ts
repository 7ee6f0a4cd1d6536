/**
 * The one API client and the one shared error handler (spec §8).
 * Every call goes through `request`; on failure the handler runs (dialogs, redirects) and a typed
 * `ApiError` is thrown for the caller (forms show `errors` next to their fields). The envelope, ApiError
 * and the reading of error bodies are @rangkai/shared's (the vendor console's client uses them too).
 */
import { ApiError, errorDetails, isEnvelope, parseJson, type PostArgs } from '@rangkai/shared';
import { closeGlobalDialog, showGlobalDialog, type GlobalDialog } from './dialog-store';
import i18n from './i18n';
import type { PostCall } from './schema';
import { clearStorage, getToken } from './session';

export { ApiError };

export const RATE_LIMIT_DIALOG_MS = 10_000;
export const SESSION_DIALOG_MS = 3_000;
/** A call still unanswered after this is given up (spec §8: page-part loading times out after 120 seconds). */
export const REQUEST_TIMEOUT_MS = 120_000;

export interface HandlerDeps {
  currentPath: () => string;
  clearStorage: () => void;
  goHome: () => void;
  showDialog: (dialog: GlobalDialog) => void;
  closeDialog: () => void;
  t: (key: string) => string;
  schedule: (fn: () => void, ms: number) => void;
}

const defaultDeps: HandlerDeps = {
  currentPath: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  clearStorage,
  goHome: () => window.location.assign('/'),
  showDialog: showGlobalDialog,
  closeDialog: closeGlobalDialog,
  t: (key) => i18n.t(key),
  schedule: (fn, ms) => {
    setTimeout(fn, ms);
  },
};

let deps: HandlerDeps = { ...defaultDeps };
let pendingDialog: GlobalDialog['kind'] | null = null;

/** The app registers its router navigation here; tests replace anything. */
export function configureApi(partial: Partial<HandlerDeps>): void {
  deps = { ...deps, ...partial };
}

/** Back to defaults (tests). */
export function resetApi(): void {
  deps = { ...defaultDeps };
  pendingDialog = null;
}

export type Failure =
  | { kind: 'http'; status: number; body: unknown }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'other'; cause?: unknown };

export interface HandlerOptions {
  /** Build the ApiError without dialogs or redirects (e.g. logout, whose failure is ignored). */
  silent?: boolean;
}

function openTimedDialog(kind: GlobalDialog['kind'], titleKey: string, messageKey: string, ms: number): void {
  if (pendingDialog) return; // one at a time: parallel failing calls open it once
  pendingDialog = kind;
  deps.showDialog({ kind, titleKey, messageKey });
  deps.schedule(() => {
    pendingDialog = null;
    deps.closeDialog();
    deps.clearStorage();
    deps.goHome();
  }, ms);
}

/** The shared error handler. Returns the ApiError the caller throws. */
export function handleApiError(failure: Failure, options: HandlerOptions = {}): ApiError {
  if (failure.kind === 'network') {
    return new ApiError({ status: 0, message: deps.t('errors.noResponse') });
  }
  if (failure.kind === 'timeout') {
    return new ApiError({ status: 0, message: deps.t('errors.timeout'), error: 'timeout' });
  }
  if (failure.kind === 'other') {
    return new ApiError({ status: -1, message: deps.t('errors.generic') });
  }
  const details = errorDetails(failure.body);
  const serverMessage = details.message;
  const apiError = new ApiError({ ...details, status: failure.status, message: serverMessage ?? deps.t('errors.generic') });

  if (options.silent) return apiError;

  if (failure.status === 429) {
    openTimedDialog('rate-limited', 'errors.tooManyTitle', 'errors.tooManyMessage', RATE_LIMIT_DIALOG_MS);
  } else if ((failure.status === 401 || serverMessage === 'Unauthenticated') && deps.currentPath() !== '/login') {
    openTimedDialog('session-expired', 'errors.sessionTitle', 'errors.sessionMessage', SESSION_DIALOG_MS);
  }
  return apiError;
}

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions extends HandlerOptions {
  params?: Params;
  signal?: AbortSignal;
}

export function buildUrl(path: string, params?: Params): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null) qs.set(k, String(v));
  }
  const q = qs.toString();
  return q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path;
}

/** The headers every call sends: what it accepts, the bearer token and the interface language. */
export function baseHeaders(accept = 'application/json'): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (i18n.language) headers['Accept-Language'] = i18n.language;
  return headers;
}

/**
 * fetch, given up after REQUEST_TIMEOUT_MS (the caller's own abort still throws its AbortError), with
 * the body read inside the same limit. Failures become the shared handler's ApiError.
 */
async function fetchWithin<R>(url: string, init: RequestInit, options: HandlerOptions & { signal?: AbortSignal }, read: (res: Response) => Promise<R>): Promise<R> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const outer = options.signal;
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  try {
    const res = await fetch(url, { ...init, signal: controller.signal });
    return await read(res);
  } catch (cause) {
    if (timedOut) throw handleApiError({ kind: 'timeout' }, options);
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    if (cause instanceof ApiError) throw cause;
    throw handleApiError({ kind: 'network' }, options);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/** One call. Its body is not checked here: api.post is the typed way in (a body for a path the document declares). */
async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, options: RequestOptions & { body?: unknown } = {}): Promise<T> {
  const headers = baseHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const [res, payload] = await fetchWithin(buildUrl(path, options.params), { method, headers, body }, options, async (r) => [r, parseJson(await r.text())] as const);

  const env = isEnvelope(payload) ? payload : null;
  const metaCode = env ? env.meta.code : res.status;
  if (res.ok && metaCode < 400) {
    if (!env) throw handleApiError({ kind: 'other' }, options);
    return env.data as T;
  }
  throw handleApiError({ kind: 'http', status: res.ok ? metaCode : res.status, body: payload }, options);
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` preferred), or null. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')) || null;
    } catch {
      /* fall back to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server named none. */
  filename: string | null;
}

/** GET a file (exports, downloads) with the same headers and the same error handler as every call. */
export async function requestFile(path: string, params?: Params, options: HandlerOptions & { signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  return fetchWithin(buildUrl(path, params), { method: 'GET', headers: baseHeaders('*/*') }, options, async (res) => {
    if (!res.ok) throw handleApiError({ kind: 'http', status: res.status, body: parseJson(await res.text()) }, options);
    return { blob: await res.blob(), filename: filenameFromDisposition(res.headers.get('Content-Disposition')) };
  });
}

export const api = {
  get: <T>(path: string, params?: Params, options?: Omit<RequestOptions, 'params'>) =>
    request<T>('GET', path, { ...options, params }),
  /** POST to a path of the document with the body it declares (`api.post<Answer>('/api/login', { email, password })`). */
  post: <T>(...[path, body, options]: PostArgs<PostCall, RequestOptions>) => request<T>('POST', path, { ...options, body }),
  /** DELETE: the document's deletes take their ids as query parameters, never a body. */
  del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** SWR fetcher: the key is the URL. */
export function swrFetcher<T>(key: string): Promise<T> {
  return request<T>('GET', key);
}
