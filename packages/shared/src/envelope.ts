/**
 * The answer every API call gets (backend/src/http/envelope.rs): `{meta: {code, message, error?}, data}`,
 * with `meta.message` already in the user's language and, on a 422, `data.errors` naming the fields.
 */
export interface Meta {
  code: number;
  message: string;
  /** The stable code of a failure (`validation_failed`, `invalid_credentials`, …). */
  error?: string;
}

export interface Envelope<T> {
  meta: Meta;
  data: T;
}

/** A 422's `data.errors`: field → message. */
export type FieldErrors = Record<string, string>;

export interface ApiErrorInit {
  status: number;
  message: string;
  error?: string;
  errors?: FieldErrors;
  data?: unknown;
}

/**
 * A failed call. `status` is the HTTP status (each app's client uses 0 for no answer); `message` is what
 * to show; `error` the envelope's stable code; `errors` the 422 field errors; `data` the envelope's data.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly error?: string;
  readonly errors?: FieldErrors;
  readonly data?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.error = init.error;
    this.errors = init.errors;
    this.data = init.data;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return isRecord(body) && isRecord(body.meta) && typeof body.meta.code === 'number';
}

/** A response body read as text → its JSON, or null when it is empty or not JSON (a proxy's HTML page). */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** `data.errors` of a 422 as `{field: message}` (a list of messages keeps its first; anything else is dropped). */
export function fieldErrorsOf(data: unknown): FieldErrors | undefined {
  if (!isRecord(data) || !isRecord(data.errors)) return undefined;
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(data.errors)) {
    const message: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string' && message) out[field] = message;
  }
  return out;
}

/** What a failed answer's body says, for the client to build its ApiError from. */
export interface ErrorDetails {
  /** `meta.message`, or undefined when it is missing or blank (the client then picks its own text). */
  message?: string;
  error?: string;
  errors?: FieldErrors;
  data?: unknown;
}

/** Reads a failed answer's body (anything: an envelope, null, a proxy's page). */
export function errorDetails(body: unknown): ErrorDetails {
  if (!isRecord(body)) return {};
  const meta = isRecord(body.meta) ? body.meta : {};
  return {
    message: typeof meta.message === 'string' && meta.message.trim() !== '' ? meta.message : undefined,
    error: typeof meta.error === 'string' ? meta.error : undefined,
    errors: fieldErrorsOf(body.data),
    data: body.data,
  };
}
