import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, banner, invalid, ok, refused, renderAt, stubFetch } from '../test-utils';
import { BannersPage } from './BannersPage';
import { NewBannerPage } from './NewBannerPage';

const routes = [
  { path: '/e-koop/banner', element: <BannersPage /> },
  { path: '/e-koop/banner/new', element: <NewBannerPage /> },
];

/** The fields sent, by name (files by their name). */
const sent = (body: unknown) => Object.fromEntries([...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]));

describe('/e-koop/banner', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the banners and deletes one after asking', async () => {
    const calls = stubFetch((m, url) => {
      if (m === 'GET' && url.pathname === '/api/ekoop-banner') return ok([banner(), banner({ id: 2, title: 'Sports day', url: 'https://example.com/sports' })]);
      if (m === 'DELETE' && url.pathname === '/api/ekoop-banner/delete') return ok({ id: 3 });
      return undefined;
    });
    renderAt('/e-koop/banner', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    const items = await screen.findAllByTestId('banner-item');
    expect(items.map((i) => within(i).getByTestId('banner-title').textContent)).toEqual(['Back to school', 'Sports day']);
    expect(screen.getByTestId('banner-new-link')).toHaveAttribute('href', '/e-koop/banner/new');
    await user.click(within(items[0]).getByTestId('banner-delete'));
    expect(screen.getByTestId('banner-delete-dialog')).toHaveTextContent('"Back to school" will no longer show in your store.');
    await user.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByTestId('banner-notice-success')).toHaveTextContent('"Back to school" was deleted.');
    expect(calls.find((c) => c.method === 'DELETE')?.url.searchParams.get('id')).toBe('3');
  });

  it('stops offering a new banner at ten', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/ekoop-banner' ? ok(Array.from({ length: 10 }, (_, i) => banner({ id: i + 1 }))) : undefined));
    renderAt('/e-koop/banner', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('banner-full')).toHaveTextContent('You have 10 banners');
    expect(screen.queryByTestId('banner-new-link')).toBeNull();
  });

  it('sends an agent without an e-koop store to open one', async () => {
    stubFetch(() => refused(409, 'You have no co-op store.', undefined, 'no_store'));
    renderAt('/e-koop/banner', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('banner-no-store')).toHaveTextContent('No co-op store yet');
  });

  it('tells HQ the banners are the agents’', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/e-koop/banner', routes);
    expect(await screen.findByTestId('banner-hq-note')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('/e-koop/banner/new', () => {
  beforeAll(() => {
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a file that is not a JPEG or PNG, and a banner without a picture', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/e-koop/banner/new', routes, { user: AGENT_USER });
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByLabelText('Title'), 'Back to school');
    await user.upload(screen.getByTestId('banner-image-input'), new File(['GIF89a'], 'banner.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a JPEG or PNG picture.')).toBeInTheDocument();
    expect(screen.getByTestId('banner-image-input-name')).toHaveTextContent('No picture chosen');
    await user.upload(screen.getByTestId('banner-image-input'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The picture is larger than 5 MB.')).toBeInTheDocument();
    await user.click(screen.getByTestId('banner-save'));
    expect(await screen.findByTestId('banner-form-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(calls).toEqual([]);
  });

  it('checks the title and link, then adds the banner and goes back to the list', async () => {
    const calls = stubFetch((m, url) => {
      if (m === 'POST' && url.pathname === '/api/ekoop-banner/store') return ok(banner({ id: 9 }));
      if (m === 'GET' && url.pathname === '/api/ekoop-banner') return ok([banner({ id: 9 })]);
      return undefined;
    });
    renderAt('/e-koop/banner/new', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'B');
    await user.type(screen.getByLabelText('Link'), 'example.com');
    await user.click(screen.getByTestId('banner-save'));
    expect(await screen.findByText('Use 2 to 80 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a link that starts with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByText('Choose a picture.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'ack to school');
    await user.clear(screen.getByLabelText('Link'));
    await user.type(screen.getByLabelText('Link'), 'https://example.com/term');
    await user.type(screen.getByLabelText('Description'), 'New term');
    await user.upload(screen.getByTestId('banner-image-input'), new File(['png'], 'banner.png', { type: 'image/png' }));
    expect(screen.getByTestId('banner-image-input-preview')).toBeInTheDocument();
    await user.click(screen.getByTestId('banner-save'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/e-koop\/banner$/));
    expect(await screen.findByTestId('banner-notice-success')).toHaveTextContent('Banner added.');
    expect(sent(calls.find((c) => c.method === 'POST')?.body)).toEqual({ title: 'Back to school', description: 'New term', url: 'https://example.com/term', image: 'banner.png' });
  });

  it("puts the server's refusal of the picture next to it", async () => {
    stubFetch((m) => (m === 'POST' ? invalid({ image: 'The picture is not a JPEG or PNG.' }) : undefined));
    renderAt('/e-koop/banner/new', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Back to school');
    await user.upload(screen.getByTestId('banner-image-input'), new File(['fake'], 'fake.png', { type: 'image/png' }));
    await user.click(screen.getByTestId('banner-save'));
    expect(await screen.findByText('The picture is not a JPEG or PNG.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/e-koop/banner/new');
  });
});
