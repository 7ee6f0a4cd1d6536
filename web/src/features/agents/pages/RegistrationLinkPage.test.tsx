import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, renderAt, stubFetch, type Call } from '../test-utils';
import { RegistrationLinkPage } from './RegistrationLinkPage';

const ROUTE = '/new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId';
const routes = [
  { path: ROUTE, element: <RegistrationLinkPage /> },
  { path: '/register/verify', element: <p>verify page</p> },
];
// The names in the address are forged: the page must show the server's.
const LINK = '/new-registration/lim/Fake%20Boss/Diamond/7/Emperor/2/1';

const linkInfo = { leaderId: 7, leaderName: 'Lim Wei Ming', leaderUsername: 'lim', leaderTier: 'Platinum', tierId: 2, tierName: 'Gold', companyName: 'Demo Sdn Bhd', terms: [] as string[] };
// The tier's terms first, then those for every tier, as the server sends them.
const GOLD_TERMS = 'Gold agents keep a monthly stock of RM 500.\n  1. Stock is paid upfront.\n  2. No refunds after 14 days.';
const ALL_TERMS = 'Every agent follows the company pricing.';
const linkWithTerms = { ...linkInfo, terms: [GOLD_TERMS, ALL_TERMS] };

async function fill(user: ReturnType<typeof userEvent.setup>, ic = '900101-14-5678') {
  await user.type(screen.getByLabelText('First name'), 'Nurul');
  await user.type(screen.getByLabelText('Last name'), 'Izzah');
  await user.type(screen.getByLabelText('Username'), 'nurul');
  await user.type(screen.getByLabelText('E-mail'), 'nurul@example.com');
  await user.type(screen.getByLabelText('MyKad IC number'), ic);
  await user.type(screen.getByLabelText('Phone number'), '0123456789');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret#123');
}

describe('/new-registration/…', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the server who the leader and tier are, registers and goes to verify with the e-mail', async () => {
    const calls: Call[] = stubFetch((m, url) => {
      if (url.pathname === '/api/user/registration-link') return ok(linkInfo);
      if (url.pathname === '/api/user/self-register' && m === 'POST') return ok({ email: 'nurul@example.com' });
      return undefined;
    });
    renderAt(LINK, routes, { user: null });
    expect(await screen.findByTestId('link-leader')).toHaveTextContent('Lim Wei Ming (Platinum)');
    expect(screen.getByTestId('link-tier')).toHaveTextContent('Gold');
    expect(screen.queryByText(/Fake Boss|Emperor|Diamond/, { ignore: 'output' })).toBeNull();
    const q = calls[0].url.searchParams;
    expect([q.get('leaderId'), q.get('tierId'), q.get('companyId')]).toEqual(['7', '2', '1']);

    const user = userEvent.setup();
    expect(screen.getByTestId('rule-special')).toHaveAttribute('data-met', 'false');
    await fill(user);
    expect(screen.getByTestId('rule-special')).toHaveAttribute('data-met', 'true');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register/verify?email=nurul%40example.com'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      comId: 1, usrTierId: 2, familyDirectId: 7, familyHelperId: null, username: 'nurul', email: 'nurul@example.com', password: 'Secret#123',
      accCategory: 'individual', accFirstName: 'Nurul', accLastName: 'Izzah', accCompany: null, accRoc: null, accIdentity: '900101145678',
      accCodePhone: '+60', accPhone: '123456789', lang: 'en',
    });
  });

  it('checks the IC digits and the company name before sending', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/user/registration-link' ? ok(linkInfo) : undefined));
    renderAt(LINK, routes, { user: null });
    const user = userEvent.setup();
    await screen.findByTestId('link-leader');
    await user.click(screen.getByTestId('category-company'));
    await fill(user, '90010114567X');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Enter the 12 digits of the MyKad number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("asks a company for its ROC number (optional), checks it, sends it and shows the server's error on it", async () => {
    let refuse = true;
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/user/registration-link') return ok(linkInfo);
      if (m === 'POST' && refuse) return refused(422, 'Invalid input', { accRoc: 'Enter the company’s registration number (ROC/SSM).' });
      if (m === 'POST') return ok({ email: 'nurul@example.com' });
      return undefined;
    });
    renderAt(LINK, routes, { user: null });
    const user = userEvent.setup();
    await screen.findByTestId('link-leader');
    expect(screen.queryByLabelText('ROC number (optional)')).toBeNull();
    await user.click(screen.getByTestId('category-company'));
    await fill(user);
    await user.type(screen.getByLabelText('Company name'), 'Nurul Enterprise');
    const roc = screen.getByLabelText('ROC number (optional)');
    await user.type(roc, 'SDN-BHD');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(/4–20 letters, digits or dashes/)).toBeInTheDocument();
    expect(roc).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(roc);
    await user.type(roc, '123456-A');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Enter the company’s registration number (ROC/SSM).')).toBeInTheDocument();
    expect(screen.getByLabelText('ROC number (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('register-error')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ accCategory: 'company', accCompany: 'Nurul Enterprise', accRoc: '123456-A' });

    refuse = false;
    await user.clear(roc);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register/verify'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ accCompany: 'Nurul Enterprise', accRoc: null });
  });

  it('shows the server’s 422 errors under their fields', async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/user/registration-link') return ok(linkInfo);
      if (m === 'POST') return refused(422, 'Invalid input', { username: 'This username is taken.', accIdentity: 'This MyKad number is already registered.' });
      return undefined;
    });
    renderAt(LINK, routes, { user: null });
    const user = userEvent.setup();
    await screen.findByTestId('link-leader');
    await fill(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    expect(screen.getByText('This MyKad number is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/new-registration/');
  });

  it('shows the terms and conditions, each its own block with its spacing kept, before the button', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/user/registration-link' ? ok(linkWithTerms) : undefined));
    renderAt(LINK, routes, { user: null });
    const box = await screen.findByTestId('link-terms-text');
    expect(box).toHaveAccessibleName('Terms and conditions');
    const entries = within(box).getAllByTestId('link-terms-text-entry');
    expect(entries.map((e) => e.textContent)).toEqual([GOLD_TERMS, ALL_TERMS]);
    expect(entries[0]).toHaveClass('whitespace-pre-wrap');
    expect(box).toHaveClass('overflow-y-auto');
    const agree = screen.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' });
    expect(agree).not.toBeChecked();
    // Terms, then the agreement, then the button.
    const submit = screen.getByTestId('register-submit');
    expect(box.compareDocumentPosition(agree) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(agree.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refuses to send until the terms are agreed to, then sends the same request', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/user/registration-link') return ok(linkWithTerms);
      if (url.pathname === '/api/user/self-register' && m === 'POST') return ok({ email: 'nurul@example.com' });
      return undefined;
    });
    renderAt(LINK, routes, { user: null });
    const user = userEvent.setup();
    await screen.findByTestId('link-terms');
    await fill(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please read and agree to the terms and conditions to register.')).toBeInTheDocument();
    const agree = screen.getByTestId('link-terms-agree');
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(agree).toHaveAccessibleDescription('Please read and agree to the terms and conditions to register.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(agree);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register/verify?email=nurul%40example.com'));
    const body = calls.find((c) => c.method === 'POST')?.body;
    expect(body).toMatchObject({ comId: 1, usrTierId: 2, familyDirectId: 7, username: 'nurul' });
    expect(body).not.toHaveProperty('agreed');
  });

  it('asks for no agreement when the link has no terms (or only blank ones)', async () => {
    for (const terms of [[], ['  ', '']]) {
      const calls = stubFetch((m, url) => {
        if (url.pathname === '/api/user/registration-link') return ok({ ...linkInfo, terms });
        if (m === 'POST') return ok({ email: 'nurul@example.com' });
        return undefined;
      });
      renderAt(LINK, routes, { user: null });
      const user = userEvent.setup();
      await screen.findByTestId('link-leader');
      expect(screen.queryByTestId('link-terms')).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      await fill(user);
      await user.click(screen.getByTestId('register-submit'));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register/verify'));
      expect(calls.some((c) => c.method === 'POST')).toBe(true);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('says the link is not valid on a 404, or without calling when the ids are not numbers', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/user/registration-link' ? refused(404, 'This registration link is not valid.') : undefined));
    renderAt(LINK, routes, { user: null });
    expect(await screen.findByTestId('link-invalid')).toHaveTextContent('This registration link is not valid.');
    expect(screen.queryByTestId('self-register-form')).toBeNull();
    cleanup();
    const calls = stubFetch(() => undefined);
    renderAt('/new-registration/lim/Lim/Platinum/seven/Gold/2/1', routes, { user: null });
    expect(screen.getByTestId('link-invalid')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
