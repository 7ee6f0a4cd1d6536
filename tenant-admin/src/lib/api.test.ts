import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, post, request, setUnauthenticatedHandler, toApiError } from './api';
import i18n from './i18n';
import { getToken, setToken } from './session';

const t = (key: string) => i18n.getFixedT('en')(key);

function envelope(code: number, message: string, error?: string, data: unknown = null) {
  return { meta: { code, message, ...(error ? { error } : {}) }, data };
}

describe('toApiError', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows the server's meta.message and keeps the stable code", () => {
    const e = toApiError(401, envelope(401, 'Unauthenticated', 'unauthenticated'), t);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.message).toBe('Unauthenticated');
    expect(e.status).toBe(401);
    expect(e.error).toBe('unauthenticated');
  });

  it('collects the failing fields of a 422', () => {
    const body = envelope(422, 'The given data was invalid.', 'validation_failed', {
      errors: { slug: 'This subdomain is taken.', admin_email: ['Enter a valid e-mail address.', 'second'] },
    });
    const e = toApiError(422, body, t);
    expect(e.message).toBe('The given data was invalid.');
    expect(e.errors).toEqual({ slug: 'This subdomain is taken.', admin_email: 'Enter a valid e-mail address.' });
  });

  it("always says 'Opss, too many requests!' for 429", () => {
    expect(toApiError(429, envelope(429, 'Too Many Requests', 'rate_limited'), t).message).toBe('Opss, too many requests!');
    expect(toApiError(429, null, t).message).toBe('Opss, too many requests!');
    expect(toApiError(429, null, i18n.getFixedT('my')).message).toBe('Opss, terlalu banyak permintaan!');
  });

  it('falls back to a translated message when the body is not an envelope', () => {
    expect(toApiError(502, '<html>Bad gateway</html>', t).message).toBe(t('errors.server'));
    expect(toApiError(404, { message: 'x' }, t).message).toBe(t('errors.unknown'));
    expect(toApiError(401, null, t).message).toBe(t('errors.unauthenticated'));
  });

});

describe('request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthenticatedHandler(() => {});
  });

  function stubStorage() {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  }

  it('sends the bearer token and unwraps data', async () => {
    stubStorage();
    setToken('tok-1');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(envelope(200, 'OK', undefined, { id: 1 })), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('/api/vendor/me')).resolves.toEqual({ id: 1 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('drops the token and calls the sign-in handler on 401', async () => {
    stubStorage();
    setToken('expired');
    const onUnauth = vi.fn();
    setUnauthenticatedHandler(onUnauth);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(envelope(401, 'Unauthenticated', 'unauthenticated')), { status: 401 }));
    await expect(request('/api/vendor/companies')).rejects.toMatchObject({ status: 401, message: 'Unauthenticated' });
    expect(getToken()).toBeNull();
    expect(onUnauth).toHaveBeenCalledOnce();
  });

  it('does not treat a failed sign-in as an expired session', async () => {
    stubStorage();
    const onUnauth = vi.fn();
    setUnauthenticatedHandler(onUnauth);
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify(envelope(401, 'Wrong e-mail or password.', 'invalid_credentials')), { status: 401 }),
    );
    await expect(post('/api/vendor/login', { email: 'ops@example.com', password: 'wrong' }, { auth: false })).rejects.toMatchObject({
      error: 'invalid_credentials',
    });
    expect(onUnauth).not.toHaveBeenCalled();
  });
});
