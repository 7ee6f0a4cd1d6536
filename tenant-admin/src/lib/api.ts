// The one API client: every call goes through `send` (GET through `request`, POST through the typed `post`),
// which unwraps the response envelope `{meta: {code, message, error?}, data}` and turns failures into `ApiError`s
// with the server's message.
import i18n from './i18n';
import type { PostCall } from './schema';
import { clearToken, getToken } from './session';

export interface Meta {
  code: number;
  message: string;
  error?: string;
}

export interface Envelope<T> {
  meta: Meta;
  data: T;
}

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly data: unknown;

  constructor(message: string, status: number, code: string | undefined, fieldErrors: FieldErrors, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.data = data;
  }
}

type Translate = (key: string) => string;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return isRecord(body) && isRecord(body.meta) && typeof body.meta.code === 'number';
}

/** `data.errors` of a 422: `{field: message}` (a list of messages keeps its first). */
export function fieldErrorsOf(data: unknown): FieldErrors {
  if (!isRecord(data) || !isRecord(data.errors)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(data.errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string' && message) out[field] = message;
  }
  return out;
}

/**
 * The error for a failed response: the envelope's `meta.message` (already in the user's language),
 * except 429, which always reads 'Opss, too many requests!' in the chosen language.
 */
export function toApiError(status: number, body: unknown, t: Translate): ApiError {
  const envelope = isEnvelope(body) ? body : undefined;
  const meta = envelope?.meta;
  const data = envelope?.data;
  const code = typeof meta?.error === 'string' ? meta.error : undefined;
  let message: string;
  if (status === 429) message = t('errors.rate_limited');
  else if (typeof meta?.message === 'string' && meta.message.trim() !== '') message = meta.message;
  else if (status === 401) message = t('errors.unauthenticated');
  else if (status >= 500) message = t('errors.server');
  else message = t('errors.unknown');
  return new ApiError(message, status, code, fieldErrorsOf(data), data ?? null);
}

let onUnauthenticated: () => void = () => {};

/** Called once by the app: where to go when the server says the session is no longer valid. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

export interface RequestOptions {
  /** Send the bearer token and treat 401 as "session over" (default true; false for sign-in). */
  auth?: boolean;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function send<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions): Promise<T> {
  const auth = options.auth ?? true;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: hasBody ? JSON.stringify(body) : undefined });
  } catch {
    throw new ApiError(i18n.t('errors.network'), 0, 'network_error', {}, null);
  }

  const answer = await readBody(res);
  if (!res.ok) {
    const error = toApiError(res.status, answer, (key) => i18n.t(key));
    if (res.status === 401 && auth) {
      clearToken();
      onUnauthenticated();
    }
    throw error;
  }
  return (isEnvelope(answer) ? answer.data : answer) as T;
}

/** GET `path`. */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>('GET', path, undefined, options);
}

/** A call the document declares, then the options. */
type PostArgs = PostCall extends infer C ? (C extends [infer U, ...infer B] ? [url: U, ...body: B, options?: RequestOptions] : never) : never;

/** POST to a path of the document with the body it declares (`post<LoginResult>('/api/vendor/login', { email, password })`). */
export function post<T>(...[path, body, options]: PostArgs): Promise<T> {
  return send<T>('POST', path, body, options ?? {});
}

/** SWR fetcher: the key is the path. */
export const fetcher = <T>(path: string): Promise<T> => request<T>(path);

/** A readable message for anything thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('errors.unknown');
}
