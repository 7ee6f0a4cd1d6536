import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeToken, setToken } from '@/lib/session';
import { stubXhr } from '@/test-xhr';
import { AGENT, FILES, FILE_LIST, STAFF, answered, file, ok, refused, renderAt, stubFetch, type Call } from '../test-utils';
import { FilesPage } from './FilesPage';

const routes = [{ path: '/files', element: <FilesPage /> }];
const location = () => screen.getByTestId('location').textContent ?? '';
const last = (calls: Call[], path: string, method = 'GET') => [...calls].reverse().find((c) => c.url.pathname === path && c.method === method);

/** A picked file; `size` stands in for its bytes (jsdom reads the size of what it holds). */
function picked(name: string, type: string, size = 1024): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('/files', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    removeToken();
  });

  it('shows the folders as tiles and, once one is chosen (kept in the address), its files with preview, type, size and date', async () => {
    const calls = stubFetch(answered());
    renderAt('/files', routes);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Marketing files');
    const tiles = await screen.findAllByTestId('folder-tile');
    expect(tiles.map((t) => [within(t).getByTestId('folder-name').textContent, within(t).getByTestId('folder-count').textContent])).toEqual([
      ['Brochures', '2 files'],
      ['Product photos', '1 file'],
      ['Gold only', '0 files'],
    ]);
    expect(screen.getByTestId('folder-grid')).toHaveClass('grid-cols-2');

    await userEvent.setup().click(tiles[0]);
    expect(location()).toBe('/files?folder=12');
    const cards = await screen.findAllByTestId('file-card');
    expect(last(calls, FILES)?.url.search).toBe('?folderId=12');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Brochures');

    const [image, pdf] = cards;
    expect(within(image).getByTestId('file-thumb')).toHaveAttribute('src', '/media/demo/banner-thumb.jpg');
    expect(within(image).getByTestId('file-name')).toHaveTextContent('Banner');
    expect(within(image).getByTestId('file-meta')).toHaveTextContent('JPG · 340 KB');
    expect(within(image).queryByTestId('file-description')).toBeNull();

    expect(within(pdf).queryByTestId('file-thumb')).toBeNull();
    expect(within(pdf).getByTestId('file-pdf-icon')).toHaveAccessibleName('PDF document');
    expect(within(pdf).getByTestId('file-name')).toHaveTextContent('Price list');
    expect(within(pdf).getByTestId('file-description')).toHaveTextContent('November prices for every tier');
    expect(within(pdf).getByTestId('file-meta')).toHaveTextContent('PDF · 2.4 MB');
    expect(within(pdf).getByTestId('file-date')).toHaveTextContent('20 Nov 2026');

    await userEvent.setup().click(screen.getByTestId('all-folders'));
    expect(location()).toBe('/files');
    expect(await screen.findAllByTestId('folder-tile')).toHaveLength(3);
  });

  it("downloads a file with the sign-in token and saves it under its file name", async () => {
    setToken('tok-123', false);
    const calls = stubFetch(
      answered((_m, url) =>
        url.pathname === `${FILES}/download`
          ? { raw: true, body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename=\"Price list.pdf\"; filename*=UTF-8''Price%20list.pdf" } }
          : undefined,
      ),
    );
    const created = vi.fn((_b: Blob) => 'blob:file');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }); // jsdom has neither
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt('/files?folder=12', routes);
    const cards = await screen.findAllByTestId('file-card');
    await userEvent.setup().click(within(cards[1]).getByTestId('file-download'));
    await waitFor(() => expect(saved).toEqual(['Price list.pdf']));
    const call = last(calls, `${FILES}/download`)!;
    expect(call.url.search).toBe('?id=5');
    const init = vi.mocked(fetch).mock.calls.find(([u]) => String(u).startsWith(`${FILES}/download`))![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(await created.mock.calls[0][0].text()).toBe('%PDF-1.7');
  });

  it('saves under the file name when the answer names none, and shows a refused download on its card', async () => {
    let refuse = false;
    stubFetch(answered((_m, url) => (url.pathname === `${FILES}/download` ? (refuse ? refused(404, 'This file is no longer available.') : { raw: true, body: 'jpg' }) : undefined)));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt('/files?folder=12', routes);
    const [banner] = await screen.findAllByTestId('file-card');
    const user = userEvent.setup();
    await user.click(within(banner).getByTestId('file-download'));
    await waitFor(() => expect(saved).toEqual(['Banner.jpg']));
    refuse = true;
    await user.click(within(banner).getByTestId('file-download'));
    expect(await within(banner).findByTestId('file-download-error')).toHaveTextContent('This file is no longer available.');
  });

  it('refuses a GIF or a file over 20 MB before sending, then uploads name, description and file as multipart with a progress bar', async () => {
    let stored: ReturnType<typeof file>[] = [];
    const calls = stubFetch(answered((_m, url) => (url.pathname === FILES && stored.length ? ok([...stored, ...FILE_LIST]) : undefined)));
    const xhr = stubXhr();
    renderAt('/files?folder=12', routes, { user: STAFF });
    await screen.findAllByTestId('file-card');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('upload-open'));
    const dialog = screen.getByTestId('upload-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Upload a file to Brochures');
    const input = within(dialog).getByTestId('upload-file');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');

    await user.click(within(dialog).getByTestId('upload-submit'));
    expect(input).toHaveAccessibleDescription('Choose a file to upload.');
    expect(within(dialog).getByTestId('upload-name')).toHaveAccessibleDescription('This field is required.');
    fireEvent.change(input, { target: { files: [picked('party.gif', 'image/gif')] } });
    expect(input).toHaveAccessibleDescription('Only JPG, PNG and PDF files can be uploaded.');
    fireEvent.change(input, { target: { files: [picked('catalogue.pdf', 'application/pdf', 25 * 1024 * 1024)] } });
    expect(input).toHaveAccessibleDescription('The file is larger than 20 MB.');
    expect(within(dialog).getByTestId('upload-file-name')).toHaveTextContent('No file chosen');
    await user.type(within(dialog).getByTestId('upload-name'), 'Catalogue');
    await user.click(within(dialog).getByTestId('upload-submit'));
    expect(input).toHaveAccessibleDescription('The file is larger than 20 MB.');
    expect(xhr).toHaveLength(0);
    await user.clear(within(dialog).getByTestId('upload-name'));

    const pdf = picked('Catalogue 2026.pdf', 'application/pdf', 3 * 1024 * 1024);
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(within(dialog).getByTestId('upload-file-name')).toHaveTextContent('Catalogue 2026.pdf (3 MB)');
    expect(within(dialog).getByTestId('upload-name')).toHaveValue('Catalogue 2026'); // suggested from the file
    await user.type(within(dialog).getByTestId('upload-description'), 'Full range');
    await user.click(within(dialog).getByTestId('upload-submit'));

    await waitFor(() => expect(xhr).toHaveLength(1));
    const [call] = xhr;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe(`${FILES}/store`);
    const form = call.body as FormData;
    expect([...form.keys()]).toEqual(['folderId', 'name', 'description', 'file']);
    expect(form.get('folderId')).toBe('12');
    expect(form.get('name')).toBe('Catalogue 2026');
    expect(form.get('description')).toBe('Full range');
    expect((form.get('file') as File).name).toBe('Catalogue 2026.pdf');

    call.progress(30, 100);
    const bar = await within(dialog).findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    expect(within(dialog).getByTestId('upload-progress-text')).toHaveTextContent('Uploading… 30%');
    expect(within(dialog).getByTestId('upload-submit')).toBeDisabled();
    call.progress(100, 100);
    await waitFor(() => expect(within(dialog).getByTestId('upload-progress-text')).toHaveTextContent('Uploaded, saving the file…'));

    const added = file({ id: 9, name: 'Catalogue 2026', description: 'Full range', sizeBytes: pdf.size, fileName: 'Catalogue 2026.pdf', createdAt: '2026-11-24T01:00:00Z' });
    stored = [added];
    call.respond(ok(added, 'Saved'));
    expect(await screen.findByTestId('files-notice')).toHaveTextContent('“Catalogue 2026” uploaded.');
    expect(screen.queryByTestId('upload-dialog')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('file-name').map((n) => n.textContent)).toEqual(['Catalogue 2026', 'Banner', 'Price list']));
    // The folder tiles' counts are read again.
    expect(calls.filter((c) => c.url.pathname === '/api/marketing/folder').length).toBeGreaterThan(1);
  });

  it("shows the server's refusals of an upload where they belong (413, 415, 422)", async () => {
    stubFetch(answered());
    const answers = [
      refused(413, 'The file is larger than the server accepts (20 MB).', undefined, 'too_large'),
      { status: 415, raw: true, body: '' },
      refused(422, 'Invalid input', { file: 'Only JPEG, PNG or PDF files are accepted.', name: 'The name is too long.' }, 'validation'),
      refused(422, 'Invalid input', { folderId: 'Choose a valid option.' }, 'validation'),
    ];
    const xhr = stubXhr(() => answers[xhr.length - 1]);
    renderAt('/files?folder=12', routes);
    await screen.findAllByTestId('file-card');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('upload-open'));
    const dialog = screen.getByTestId('upload-dialog');
    const input = within(dialog).getByTestId('upload-file');
    fireEvent.change(input, { target: { files: [picked('photo.png', 'image/png')] } });
    const submit = () => user.click(within(dialog).getByTestId('upload-submit'));

    await submit();
    await waitFor(() => expect(input).toHaveAccessibleDescription('The file is larger than the server accepts (20 MB).'));
    await submit();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Only JPG, PNG and PDF files can be uploaded.'));
    await submit();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Only JPEG, PNG or PDF files are accepted.'));
    expect(within(dialog).getByTestId('upload-name')).toHaveAccessibleDescription('The name is too long.');
    await submit();
    expect(await within(dialog).findByTestId('upload-error')).toHaveTextContent('Invalid input');
    expect(xhr).toHaveLength(4);
  });

  it('stops an upload on request and keeps the form', async () => {
    stubFetch(answered());
    const xhr = stubXhr();
    renderAt('/files?folder=12', routes);
    await screen.findAllByTestId('file-card');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('upload-open'));
    const dialog = screen.getByTestId('upload-dialog');
    fireEvent.change(within(dialog).getByTestId('upload-file'), { target: { files: [picked('photo.jpg', 'image/jpeg')] } });
    await user.click(within(dialog).getByTestId('upload-submit'));
    await waitFor(() => expect(xhr).toHaveLength(1));
    expect(within(dialog).getByTestId('upload-cancel')).toHaveTextContent('Stop upload');
    await user.click(within(dialog).getByTestId('upload-cancel'));
    expect(xhr[0].aborted).toBe(true);
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    expect(within(dialog).getByTestId('upload-name')).toHaveValue('photo');
    expect(within(dialog).queryByTestId('upload-error')).toBeNull();
  });

  it('deletes a file after confirming', async () => {
    const calls = stubFetch(answered((method, url) => (method === 'DELETE' && url.pathname === `${FILES}/delete` ? ok({ id: 5 }, 'Saved') : undefined)));
    renderAt('/files?folder=12', routes, { user: STAFF });
    const cards = await screen.findAllByTestId('file-card');
    const user = userEvent.setup();
    await user.click(within(cards[1]).getByTestId('file-delete'));
    expect(screen.getByTestId('confirm-dialog')).toHaveTextContent('“Price list” will be removed from the folder for everyone.');
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(last(calls, `${FILES}/delete`, 'DELETE')?.url.search).toBe('?id=5'));
    expect(await screen.findByTestId('files-notice')).toHaveTextContent('“Price list” deleted.');
  });

  it('gives an agent the folders and downloads, with no upload, delete or folder management', async () => {
    stubFetch(answered());
    renderAt('/files', routes, { user: AGENT });
    await screen.findAllByTestId('folder-tile');
    expect(screen.queryByTestId('manage-folders')).toBeNull();
    await userEvent.setup().click(screen.getAllByTestId('folder-tile')[0]);
    const cards = await screen.findAllByTestId('file-card');
    expect(screen.queryByTestId('upload-open')).toBeNull();
    for (const card of cards) {
      expect(within(card).getByTestId('file-download')).toBeInTheDocument();
      expect(within(card).queryByTestId('file-delete')).toBeNull();
    }
  });

  it('shows a friendly not-found for a folder out of sight (another tier, deleted) or an address naming none', async () => {
    stubFetch(answered());
    renderAt('/files?folder=99', routes, { user: AGENT });
    expect(await screen.findByTestId('folder-not-found')).toHaveTextContent('This folder is not available: it may have been deleted, or it is not shared with your tier.');
    expect(screen.queryByTestId('load-error')).toBeNull();
    await userEvent.setup().click(screen.getByTestId('folder-not-found-back'));
    expect(location()).toBe('/files');
    cleanup();

    const calls = stubFetch(answered());
    renderAt('/files?folder=abc', routes);
    expect(screen.getByTestId('folder-not-found')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === FILES)).toBe(false);
  });

  it('says so when there are no folders or a folder is empty', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/marketing/folder' ? ok([]) : url.pathname === FILES ? ok([]) : undefined));
    renderAt('/files', routes, { user: AGENT });
    expect(await screen.findByTestId('no-folders')).toHaveTextContent('No folders have been shared with you yet.');
    cleanup();
    renderAt('/files?folder=12', routes);
    expect(await screen.findByTestId('no-files')).toHaveTextContent('No files in this folder yet.');
  });
});
