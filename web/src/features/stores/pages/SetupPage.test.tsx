import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, AGENT_USER, ok, renderAt, stubFetch, store } from '../test-utils';
import { SetupPage } from './SetupPage';

const routes = [
  { path: '/e-koop/setup', element: <SetupPage program="ekoop" /> },
  { path: '/e-koop/register', element: <p>settings</p> },
];

const ekoop = store({ program: 'ekoop', status: 'rejected', reviewNote: 'Add the pickup hours.', schoolName: 'SK Damai', schoolAddress: 'Jalan Damai 1', pickupHours: 'Mon' });

describe('/P/setup', () => {
  beforeAll(() => {
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('changes a rejected store, which goes back to HQ', async () => {
    let saved = ekoop;
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/store-program/ekoop/account') return ok(account('ekoop', { store: saved }));
      if (m === 'POST' && url.pathname === '/api/store-program/ekoop/setup') {
        saved = { ...ekoop, ...(body as object), status: 'pending', reviewNote: null };
        return ok(saved);
      }
      return undefined;
    });
    renderAt('/e-koop/setup', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    expect(await screen.findByTestId('store-setup-resubmit')).toHaveTextContent('it goes back to HQ for review');
    expect(screen.getByLabelText('Store name')).toHaveValue('Kedai Aina');
    expect(screen.getByLabelText('School name')).toHaveValue('SK Damai');
    // The saved link name does not follow a changed name.
    await user.type(screen.getByLabelText('Store name'), ' Damai');
    expect(screen.getByLabelText('Link name')).toHaveValue('kedai-aina');
    const hours = screen.getByLabelText('Pickup hours');
    await user.clear(hours);
    await user.click(screen.getByTestId('store-save'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(hours, 'Mon–Fri 12:30–14:00');
    await user.click(screen.getByTestId('store-save'));
    expect(await screen.findByTestId('store-form-success')).toHaveTextContent('Saved and sent back to HQ for review.');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Kedai Aina Damai', slug: 'kedai-aina', pickupHours: 'Mon–Fri 12:30–14:00' });
    expect(screen.getByTestId('store-status')).toHaveTextContent('Waiting for HQ');
  });

  it('uploads a logo, refusing a file that is not a picture first', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/store-program/ekoop/account') return ok(account('ekoop', { store: ekoop }));
      if (m === 'POST' && url.pathname === '/api/store-program/ekoop/logo') return ok({ ...ekoop, logoUrl: '/media/stores/5.png' });
      return undefined;
    });
    renderAt('/e-koop/setup', routes, { user: AGENT_USER });
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByTestId('store-logo-input');
    await user.upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a JPEG or PNG picture.')).toBeInTheDocument();
    expect(screen.getByTestId('store-logo-upload')).toBeDisabled();
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByTestId('store-logo-upload'));
    expect(await screen.findByTestId('store-logo-done')).toHaveTextContent('Logo saved.');
    const post = calls.find((c) => c.url.pathname.endsWith('/logo'));
    expect(((post?.body as FormData).get('logo') as File).name).toBe('logo.png');
  });

  it('sends HQ to the program settings', async () => {
    stubFetch(() => undefined);
    renderAt('/e-koop/setup', routes);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/e-koop/register'));
  });
});
