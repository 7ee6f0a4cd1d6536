import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, AGENT_USER, invalid, ok, refused, renderAt, stubFetch, STAFF_USER, store } from '../test-utils';
import { RegisterPage } from './RegisterPage';

const routes = [
  { path: '/go-affiliate/register', element: <RegisterPage program="affiliate" /> },
  { path: '/e-koop/register', element: <RegisterPage program="ekoop" /> },
  { path: '/go-affiliate/account', element: <p>affiliate account</p> },
  { path: '/e-koop/account', element: <p>ekoop account</p> },
];

/** The error shown under a labelled field. */
function errorOf(label: string | RegExp): string | null {
  const field = screen.getByLabelText(label);
  return field.parentElement?.querySelector('[data-testid="field-error"]')?.textContent ?? null;
}

describe('/P/register for an agent', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains the program and says so, without a form, when HQ does not offer it', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/store-program/affiliate/account' ? ok(account('affiliate', { offered: false })) : undefined));
    renderAt('/go-affiliate/register', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('store-not-offered')).toHaveTextContent('Not offered by your company');
    expect(screen.getByTestId('program-intro-fills')).toHaveTextContent('HQ packs and sends every order');
    expect(screen.queryByTestId('store-form')).toBeNull();
  });

  it('checks the fields first, then joins and goes to the store page', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/store-program/affiliate/account') return ok(account('affiliate'));
      if (m === 'POST' && url.pathname === '/api/store-program/affiliate/register') return ok(store({ status: 'pending' }));
      return undefined;
    });
    renderAt('/go-affiliate/register', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    expect(await screen.findByTestId('program-join-policy')).toHaveTextContent('HQ reviews every new store');
    expect(screen.getByTestId('program-intro-earns')).toHaveTextContent("affiliate commission");
    expect(screen.queryByTestId('store-school-fields')).toBeNull();

    await user.click(screen.getByTestId('store-save'));
    expect(await screen.findByTestId('store-form-invalid')).toHaveTextContent('Please correct the highlighted fields.');
    expect(errorOf('Store name')).toBe('This field is required.');
    expect(errorOf('Link name')).toBe('This field is required.');

    await user.type(screen.getByLabelText('Store name'), 'Kedai Ánis!');
    // The link name follows the name until it is edited.
    expect(screen.getByLabelText('Link name')).toHaveValue('kedai-anis');
    expect(screen.getByTestId('store-link-preview')).toHaveTextContent(`${window.location.origin}/s/kedai-anis`);
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.type(screen.getByLabelText('Store colour'), 'teal');
    await user.click(screen.getByTestId('store-save'));
    expect(await screen.findByText('Enter a phone number with 7 to 15 digits, e.g. +60 12-345 6789.')).toBeInTheDocument();
    expect(errorOf('Store colour')).toBe('Enter a colour such as #0f766e.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+60 12-345 6789');
    await user.clear(screen.getByLabelText('Store colour'));
    await user.type(screen.getByLabelText('Store colour'), '#AA3300');
    await user.click(screen.getByTestId('store-save'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/go-affiliate/account'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Kedai Ánis!',
      slug: 'kedai-anis',
      tagline: null,
      primaryColor: '#aa3300',
      contactPhone: '+60 12-345 6789',
      whatsapp: null,
      contactEmail: null,
    });
  });

  it('asks an e-koop store for its school, address and pickup hours, and sends them', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/store-program/ekoop/account') return ok(account('ekoop', { joinPolicy: 'direct' }));
      if (m === 'POST' && url.pathname === '/api/store-program/ekoop/register') return ok(store({ program: 'ekoop' }));
      return undefined;
    });
    renderAt('/e-koop/register', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    expect(await screen.findByTestId('program-join-policy')).toHaveTextContent('Your store opens as soon as you join.');
    const school = screen.getByTestId('store-school-fields');
    await user.type(screen.getByLabelText('Store name'), 'Koop SK Damai');
    await user.click(screen.getByTestId('store-save'));
    expect(await within(school).findAllByTestId('field-error')).toHaveLength(3);
    expect(errorOf('School name')).toBe('This field is required.');
    expect(errorOf('School address')).toBe('This field is required.');
    expect(errorOf('Pickup hours')).toBe('This field is required.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('School name'), 'SK Taman Damai');
    await user.type(screen.getByLabelText('School address'), 'Jalan Damai 1, Kuala Lumpur');
    await user.type(screen.getByLabelText('Pickup hours'), 'Mon–Fri 12:30–14:00');
    await user.click(screen.getByTestId('store-save'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/e-koop/account'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Koop SK Damai',
      slug: 'koop-sk-damai',
      schoolName: 'SK Taman Damai',
      schoolAddress: 'Jalan Damai 1, Kuala Lumpur',
      pickupHours: 'Mon–Fri 12:30–14:00',
    });
  });

  it("shows the server's refusal of the link name next to it", async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/store-program/affiliate/account') return ok(account('affiliate'));
      if (m === 'POST') return invalid({ slug: 'This link name is already taken.' });
      return undefined;
    });
    renderAt('/go-affiliate/register', routes, { user: AGENT_USER });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Store name'), 'Kedai Aina');
    await user.click(screen.getByTestId('store-save'));
    await waitFor(() => expect(errorOf('Link name')).toBe('This link name is already taken.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/go-affiliate/register');
  });

  it('sends an agent who already has a store to it instead of a second form', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/store-program/affiliate/account' ? ok(account('affiliate', { store: store({ status: 'pending' }) })) : undefined));
    renderAt('/go-affiliate/register', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('store-already-joined')).toHaveTextContent('You already have a store here: Kedai Aina');
    expect(screen.queryByTestId('store-form')).toBeNull();
  });
});

describe('/P/register for HQ: the program settings', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('switches the program on and lets stores open at once', async () => {
    const calls = stubFetch((m, url, body) => {
      if (url.pathname !== '/api/store-program/affiliate/settings') return undefined;
      return m === 'POST' ? ok({ program: 'affiliate', ...(body as object) }, 'Saved') : ok({ program: 'affiliate', offered: false, joinPolicy: 'approval' });
    });
    renderAt('/go-affiliate/register', routes);
    const user = userEvent.setup();
    const offered = await screen.findByRole('switch', { name: /Offer this program to agents/ });
    expect(offered).not.toBeChecked();
    expect(screen.getByTestId('settings-policy-approval')).toBeChecked();
    await user.click(offered);
    await user.click(screen.getByTestId('settings-policy-direct'));
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByTestId('settings-success')).toHaveTextContent('Saved.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ offered: true, joinPolicy: 'direct' });
    expect(screen.getByTestId('hq-program-affiliate')).toHaveAttribute('aria-current', 'page');
  });

  it('shows staff the settings without a way to change them', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/store-program/affiliate/settings' ? ok({ program: 'affiliate', offered: true, joinPolicy: 'approval' }) : undefined));
    renderAt('/go-affiliate/register', routes, { user: STAFF_USER });
    expect(await screen.findByTestId('settings-read-only')).toHaveTextContent('Only HQ can change these settings.');
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.queryByTestId('settings-save')).toBeNull();
  });

  it('shows a failed read with a retry', async () => {
    stubFetch(() => refused(500, 'Server error'));
    renderAt('/go-affiliate/register', routes);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Server error');
  });
});
