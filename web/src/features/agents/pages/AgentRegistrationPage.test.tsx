import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { record } from '../fixtures';
import { TIERS, ok, refused, renderAt, stubFetch } from '../test-utils';
import { AgentRegistrationPage } from './AgentRegistrationPage';

const routes = [
  { path: '/agent-registration', element: <AgentRegistrationPage /> },
  { path: '/agent-details', element: <p>details</p> },
];

async function fillAgent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Nurul');
  await user.type(screen.getByLabelText('Username'), 'nurul');
  await user.type(screen.getByLabelText('E-mail'), 'nurul@example.com');
  await user.type(screen.getByLabelText('MyKad IC number'), '900101145678');
  await user.type(screen.getByLabelText('Phone number'), '123456789');
}

describe('/agent-registration (HQ)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('registers under a searched upline in a tier, then opens the new agent', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/setup/tier') return ok(TIERS);
      if (url.pathname === '/api/attribute/list-agent') return ok([{ id: 7, name: 'Lim Wei Ming', username: 'lim', tier: 'Platinum', status: 'active' }]);
      if (url.pathname === '/api/agent-database/register' && m === 'POST') return ok(record({ id: 21 }));
      return undefined;
    });
    renderAt('/agent-registration', routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Upline'), 'lim');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('search') === 'lim')).toBe(true));
    await user.click(await screen.findByTestId('upline-picker-option'));
    expect(screen.getByTestId('upline-picker-chosen')).toHaveTextContent('Lim Wei Ming');
    await waitFor(() => expect(screen.getByLabelText('Tier')).toHaveTextContent('Gold'));
    await user.selectOptions(screen.getByLabelText('Tier'), '2');
    await fillAgent(user);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/agent-details?id=21'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'nurul', email: 'nurul@example.com', accCategory: 'individual', accFirstName: 'Nurul', accLastName: null, accCompany: null, accRoc: null,
      accIdentity: '900101145678', accCodePhone: '+60', accPhone: '123456789', lang: 'en', uplineId: 7, helperId: null, tierId: 2,
    });
  });

  it('needs an upline choice; "directly under HQ" sends null; the server’s upline error shows at the picker', async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/setup/tier') return ok(TIERS);
      if (url.pathname === '/api/agent-database/register' && m === 'POST') return refused(422, 'Invalid input', { tierId: 'This tier is not open for registration.' });
      return undefined;
    });
    renderAt('/agent-registration', routes);
    const user = userEvent.setup();
    await fillAgent(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Choose an upline, or directly under HQ.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByTestId('upline-picker-top'));
    await waitFor(() => expect(screen.getByLabelText('Tier')).toHaveTextContent('Gold'));
    await user.selectOptions(screen.getByLabelText('Tier'), '1');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('This tier is not open for registration.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ uplineId: null, tierId: 1 });
  });

  it("sends a company's ROC number, and shows the server's error on it", async () => {
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/setup/tier') return ok(TIERS);
      if (url.pathname === '/api/agent-database/register' && m === 'POST') return refused(422, 'Invalid input', { accRoc: 'Enter the company’s registration number (ROC/SSM).' });
      return undefined;
    });
    renderAt('/agent-registration', routes);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('upline-picker-top'));
    await waitFor(() => expect(screen.getByLabelText('Tier')).toHaveTextContent('Gold'));
    await user.selectOptions(screen.getByLabelText('Tier'), '2');
    expect(screen.queryByLabelText('ROC number (optional)')).toBeNull();
    await user.click(screen.getByTestId('category-company'));
    await user.type(screen.getByLabelText('Company name'), 'Nurul Enterprise');
    await user.type(screen.getByLabelText('ROC number (optional)'), ' 201901000005 ');
    await fillAgent(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Enter the company’s registration number (ROC/SSM).')).toBeInTheDocument();
    expect(screen.getByLabelText('ROC number (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ accCategory: 'company', accCompany: 'Nurul Enterprise', accRoc: '201901000005' });
  });
});
