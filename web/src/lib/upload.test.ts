import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '@/test-xhr';
import { ApiError, REQUEST_TIMEOUT_MS, configureApi, resetApi } from './api';
import i18n from './i18n';
import { removeToken, setToken } from './session';
import { uploadWithProgress } from './upload';

const envelope = (code: number, message: string, data: unknown = null, error?: string) => ({ meta: { code, message, ...(error ? { error } : {}) }, data });

describe('uploadWithProgress', () => {
  beforeEach(async () => {
    resetApi();
    configureApi({ currentPath: () => '/files', goHome: vi.fn(), showDialog: vi.fn(), schedule: vi.fn() });
    await i18n.changeLanguage('my');
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    removeToken();
    resetApi();
    await i18n.changeLanguage('en');
  });

  it('posts the form with the token and the language, reports progress and answers the data', async () => {
    setToken('tok-9', false);
    const calls = stubXhr();
    const progress: number[] = [];
    const form = new FormData();
    form.append('name', 'Price list');
    const done = uploadWithProgress<{ id: number }>('/api/marketing/file/store', form, { onProgress: (f) => progress.push(f) });
    const [call] = calls;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api/marketing/file/store');
    expect(call.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer tok-9', 'Accept-Language': 'my' });
    expect(call.headers['Content-Type']).toBeUndefined();
    expect(call.body).toBe(form);
    call.progress(25, 100);
    call.progress(100, 100);
    call.respond({ body: envelope(200, 'Saved', { id: 7 }) });
    await expect(done).resolves.toEqual({ id: 7 });
    expect(progress).toEqual([0.25, 1]);
  });

  it("turns a refusal into the shared handler's ApiError with the server's message and field errors", async () => {
    stubXhr(() => ({ status: 422, body: envelope(422, 'Invalid input', { errors: { file: 'Only JPG, PNG or PDF.' } }, 'validation') }));
    const err = await uploadWithProgress('/api/x', new FormData()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, message: 'Invalid input', errors: { file: 'Only JPG, PNG or PDF.' } });
  });

  it("keeps a proxy's bare 413 as a 413 with the generic text, and a network failure as no response", async () => {
    stubXhr(() => ({ status: 413, raw: true, body: '<html>Request Entity Too Large</html>' }));
    await expect(uploadWithProgress('/api/x', new FormData())).rejects.toMatchObject({ status: 413, message: i18n.t('errors.generic') });
    const calls = stubXhr();
    const failed = uploadWithProgress('/api/x', new FormData());
    calls[0].fail();
    await expect(failed).rejects.toMatchObject({ status: 0, message: i18n.t('errors.noResponse') });
  });

  it('rejects with an AbortError when its signal aborts', async () => {
    const calls = stubXhr();
    const controller = new AbortController();
    const pending = uploadWithProgress('/api/x', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0].aborted).toBe(true);
  });

  it('gives up only after REQUEST_TIMEOUT_MS without progress', async () => {
    vi.useFakeTimers();
    const calls = stubXhr();
    const pending = uploadWithProgress('/api/x', new FormData()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1000);
    calls[0].progress(10, 100); // still moving: the wait starts again
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1000);
    expect(calls[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[0].aborted).toBe(true);
    expect(await pending).toMatchObject({ status: 0, error: 'timeout' });
  });
});
