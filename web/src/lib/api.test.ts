import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RATE_LIMIT_DIALOG_MS, REQUEST_TIMEOUT_MS, SESSION_DIALOG_MS, api, configureApi, filenameFromDisposition, requestFile, resetApi } from '@/lib/api';
import { getGlobalDialog } from './dialog-store';
import i18n from './i18n';
import { TOKEN_KEY } from './session';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function envelope(code: number, message: string, data: unknown = null, error?: string) {
  return { meta: { code, message, ...(error ? { error } : {}) }, data };
}

describe('api client and shared error handler', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let path = '/';
  const goHome = vi.fn();

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    goHome.mockReset();
    path = '/';
    resetApi();
    configureApi({ currentPath: () => path, goHome });
    localStorage.clear();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A fetch that never answers, rejecting like the browser when its signal aborts. */
  function hangingFetch(): void {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
  }

  it('gives up a call after 120 seconds with the translated timeout message', async () => {
    hangingFetch();
    const result = api.get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await result;
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(0);
    expect((err as ApiError).error).toBe('timeout');
    expect((err as ApiError).message).toBe('The request took too long and was stopped. Please try again.');
    expect(getGlobalDialog()).toBeNull();
    await i18n.changeLanguage('my');
    hangingFetch();
    const again = requestFile('/api/export').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(((await again) as ApiError).message).toBe('Permintaan mengambil masa terlalu lama dan dihentikan. Sila cuba lagi.');
  });

  it("keeps the caller's own abort an AbortError, not a timeout", async () => {
    hangingFetch();
    const controller = new AbortController();
    const result = api.get('/api/slow', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const err = await result;
    expect(err).toBeInstanceOf(DOMException);
    expect((err as DOMException).name).toBe('AbortError');
  });

  it('returns data and sends the bearer token', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok123');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, envelope(200, 'OK', { id: 7 })));
    await expect(api.get('/api/user/detail', { id: 7 })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/detail?id=7');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok123');
  });

  it('429: dialog "Opss, too many requests!" for 10 s, then storage cleared and home', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    sessionStorage.setItem('x', '1');
    fetchMock.mockResolvedValueOnce(jsonResponse(429, envelope(429, 'Too many requests', null, 'rate_limited')));
    const err = await api.post('/api/login', { email: 'aina@example.com', password: 'wrong' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
    const dialog = getGlobalDialog();
    expect(dialog?.kind).toBe('rate-limited');
    expect(i18n.t(dialog!.titleKey)).toBe('Opss, too many requests!');
    expect(i18n.t(dialog!.messageKey)).toBe('Please try again in 5 minutes.');
    vi.advanceTimersByTime(RATE_LIMIT_DIALOG_MS - 1);
    expect(getGlobalDialog()).not.toBeNull();
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(getGlobalDialog()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('401: session-expired dialog, then storage cleared and home', async () => {
    localStorage.setItem(TOKEN_KEY, 'bogus');
    path = '/profile';
    fetchMock.mockResolvedValueOnce(jsonResponse(401, envelope(401, 'Unauthenticated', null, 'unauthenticated')));
    const err = (await api.get('/api/user/detail').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(401);
    expect(err.message).toBe('Unauthenticated');
    const dialog = getGlobalDialog();
    expect(dialog?.kind).toBe('session-expired');
    expect(i18n.t(dialog!.titleKey)).toBe('Opss, your session have expired!');
    expect(i18n.t(dialog!.messageKey)).toBe('You will be redirected to login page.');
    vi.advanceTimersByTime(SESSION_DIALOG_MS);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('opens the session dialog once for parallel 401s', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(401, envelope(401, 'Unauthenticated')));
    await Promise.allSettled([api.get('/a'), api.get('/b'), api.get('/c')]);
    vi.advanceTimersByTime(SESSION_DIALOG_MS);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('401 on the login page: no dialog, the message is returned', async () => {
    path = '/login';
    fetchMock.mockResolvedValueOnce(jsonResponse(401, envelope(401, 'Wrong e-mail or password', null, 'invalid_credentials')));
    const err = (await api.post('/api/login', { email: 'aina@example.com', password: 'wrong' }).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(401);
    expect(err.error).toBe('invalid_credentials');
    expect(err.message).toBe('Wrong e-mail or password');
    expect(getGlobalDialog()).toBeNull();
  });

  it("message 'Unauthenticated' behaves like 401 whatever the status", async () => {
    path = '/';
    fetchMock.mockResolvedValueOnce(jsonResponse(403, envelope(403, 'Unauthenticated')));
    await api.get('/api/x').catch(() => undefined);
    expect(getGlobalDialog()?.kind).toBe('session-expired');
  });

  it('uses meta.message, else the generic text', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, envelope(500, 'Server exploded')));
    expect(((await api.get('/x').catch((e: unknown) => e)) as ApiError).message).toBe('Server exploded');
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const err = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(502);
    expect(err.message).toBe("We're sorry, but an error has occurred. Please try again or contact HQ if the issue persists.");
    expect(getGlobalDialog()).toBeNull();
  });

  it('422: field errors from data.errors', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(422, envelope(422, 'Invalid input', { errors: { accPhone: 'Phone is invalid' } })));
    const err = (await api.post('/api/user/account-detail', {}).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(422);
    expect(err.errors).toEqual({ accPhone: 'Phone is invalid' });
  });

  it('no response: status 0 and "No response from server"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const err = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.message).toBe('No response from server');
  });

  it('other failures (unreadable success body): status -1', async () => {
    fetchMock.mockResolvedValueOnce(new Response('not json', { status: 200 }));
    const err = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(-1);
  });

  it('silent calls (logout) open no dialog', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, envelope(401, 'Unauthenticated')));
    await api.post('/api/logout', undefined, { silent: true }).catch(() => undefined);
    expect(getGlobalDialog()).toBeNull();
  });

  it('translates the handler texts (Malay)', async () => {
    await i18n.changeLanguage('my');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const err = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('Tiada respons daripada pelayan');
  });

  it('downloads a file with the bearer token and the name from Content-Disposition', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok9');
    fetchMock.mockResolvedValueOnce(new Response('a,b\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="agents-2026.csv"' } }));
    const file = await requestFile('/api/agent-database/export', { format: 'csv', search: '' });
    expect(file.filename).toBe('agents-2026.csv');
    expect(await file.blob.text()).toBe('a,b\n');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/agent-database/export?format=csv&search=');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok9');
  });

  it('a refused download goes through the shared handler', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, envelope(403, 'Not allowed')));
    const err = (await requestFile('/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(403);
    expect(err.message).toBe('Not allowed');
  });
});

describe('filenameFromDisposition', () => {
  it('reads plain, quoted and RFC 5987 names', () => {
    expect(filenameFromDisposition('attachment; filename=agents.xlsx')).toBe('agents.xlsx');
    expect(filenameFromDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameFromDisposition("attachment; filename=\"x.csv\"; filename*=UTF-8''ejen%20baru.csv")).toBe('ejen baru.csv');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
