// The one API client: every call goes through `send` (GET through `request`, POST through the typed `post`),
// which unwraps the response envelope and turns failures into the shared `ApiError` with the server's message
// (envelope, ApiError and the reading of error bodies: @rangkai/shared, as in web/).
import { ApiError, errorDetails, isEnvelope, parseJson, type PostArgs } from '@rangkai/shared';
import i18n from './i18n';
import type { PostCall } from './schema';
import { clearToken, getToken } from './session';

export { ApiError };

type Translate = (key: string) => string;

/**
 * The error for a failed response: the envelope's `meta.message` (already in the user's language),
 * except 429, which always reads 'Opss, too many requests!' in the chosen language.
 */
export function toApiError(status: number, body: unknown, t: Translate): ApiError {
  const details = errorDetails(body);
  let message: string;
  if (status === 429) message = t('errors.rate_limited');
  else if (details.message) message = details.message;
  else if (status === 401) message = t('errors.unauthenticated');
  else if (status >= 500) message = t('errors.server');
  else message = t('errors.unknown');
  return new ApiError({ ...details, status, message, data: details.data ?? null });
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
    throw new ApiError({ status: 0, message: i18n.t('errors.network'), error: 'network_error', data: null });
  }

  const answer = parseJson(await res.text());
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

/** POST to a path of the document with the body it declares (`post<LoginResult>('/api/vendor/login', { email, password })`). */
export function post<T>(...[path, body, options]: PostArgs<PostCall, RequestOptions>): Promise<T> {
  return send<T>('POST', path, body, options ?? {});
}

/** SWR fetcher: the key is the path. */
export const fetcher = <T>(path: string): Promise<T> => request<T>(path);

/** A readable message for anything thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('errors.unknown');
}
