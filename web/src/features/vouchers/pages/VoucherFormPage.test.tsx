import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, renderAt, stubFetch, voucher } from '../test-utils';
import { VoucherFormPage } from './VoucherFormPage';
import { VouchersPage } from './VouchersPage';

const routes = [
  { path: '/voucher/new', element: <VoucherFormPage mode="new" /> },
  { path: '/voucher/edit', element: <VoucherFormPage mode="edit" /> },
  { path: '/voucher', element: <VouchersPage /> },
];

/** The error shown under a labelled input. */
function errorOf(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const el = ids.map((id) => document.getElementById(id)).find((e) => e?.getAttribute('data-testid') === 'field-error');
  return el?.textContent ?? null;
}

describe('/voucher/new and /voucher/edit', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has a labelled input for every field', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/setup/voucher' ? ok([]) : undefined));
    renderAt('/voucher/new', routes);
    for (const label of ['Voucher name', 'Code', 'Discount type', 'Discount (RM)', 'Minimum purchase (RM)', 'Quota', 'Limit per agent', 'Start date', 'Stop date']) {
      expect(screen.getByLabelText(label), label).toBeInTheDocument();
    }
    for (const label of [/^Free shipping/, /^First order only/, /^Package orders only/]) {
      expect(screen.getByRole('switch', { name: label })).not.toBeChecked();
    }
    expect(screen.getByTestId('page-title')).toHaveTextContent('New voucher');
  });

  it('checks the fields like the server, then creates the voucher with the code in capitals', async () => {
    let stored: unknown[] = [];
    const calls = stubFetch((m, url, body) => {
      if (url.pathname === '/api/setup/voucher/store' && m === 'POST') {
        stored = [{ ...voucher(), ...(body as object), id: 9, status: 'upcoming', usedCount: 0 }];
        return ok(stored, 'Saved');
      }
      if (url.pathname === '/api/setup/voucher') return ok(stored);
      return undefined;
    });
    renderAt('/voucher/new', routes);
    const user = userEvent.setup();
    expect(calls).toEqual([]); // a new voucher needs no list

    await user.click(screen.getByTestId('voucher-save'));
    expect(await screen.findByTestId('voucher-form-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(errorOf('Voucher name')).toBe('This field is required.');
    expect(errorOf('Quota')).toBe('This field is required.');

    await user.type(screen.getByLabelText('Voucher name'), 'Member day');
    await user.type(screen.getByLabelText('Code'), 'mb!');
    await user.selectOptions(screen.getByLabelText('Discount type'), 'percent');
    await user.type(screen.getByLabelText('Discount (%)'), '120');
    await user.type(screen.getByLabelText('Quota'), '0');
    await user.type(screen.getByLabelText('Start date'), '2026-04-10');
    await user.type(screen.getByLabelText('Stop date'), '2026-04-01');
    await user.click(screen.getByTestId('voucher-save'));
    await waitFor(() => expect(errorOf('Code')).toBe('Use 3 to 30 letters, digits, hyphens or underscores.'));
    expect(errorOf('Discount (%)')).toBe('A percentage discount is at most 100.');
    expect(errorOf('Quota')).toBe('Enter a whole number from 1 to 10,000,000.');
    expect(errorOf('Stop date')).toBe('The stop date cannot be before the start date.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const code = screen.getByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'member-15');
    await user.tab();
    expect(code).toHaveValue('MEMBER-15');
    const disc = screen.getByLabelText('Discount (%)');
    await user.clear(disc);
    await user.type(disc, '15');
    await user.type(screen.getByLabelText('Minimum purchase (RM)'), '100');
    const quota = screen.getByLabelText('Quota');
    await user.clear(quota);
    await user.type(quota, '50');
    const stop = screen.getByLabelText('Stop date');
    await user.clear(stop);
    await user.type(stop, '2026-04-30');
    await user.click(screen.getByRole('switch', { name: /^Free shipping/ }));
    await user.click(screen.getByRole('switch', { name: /^Package orders only/ }));
    await user.click(screen.getByTestId('voucher-save'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/voucher$/));
    expect(calls.find((c) => c.url.pathname === '/api/setup/voucher/store')?.body).toEqual({
      voucherName: 'Member day', Type: 'percent', Code: 'MEMBER-15', Quota: 50, StartDate: '2026-04-10', StopDate: '2026-04-30',
      Disc: '15', MinPurchase: '100', UsgLimit: null, freeShipping: true, firstOrder: false, package: true,
    });
    expect(await screen.findByTestId('voucher-notice-success')).toHaveTextContent('Voucher saved.');
    expect(within(screen.getByTestId('voucher-cards')).getByText('Member day')).toBeInTheDocument();
  });

  it("puts the server's 422 field errors under their fields", async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/setup/voucher/store' && m === 'POST') {
        return refused(422, 'Invalid input', { Code: 'Another voucher has this code.', StopDate: 'The stop date is before the start date.' }, 'validation_failed');
      }
      if (url.pathname === '/api/setup/voucher') return ok([]);
      return undefined;
    });
    renderAt('/voucher/new', routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Voucher name'), 'Raya sale');
    await user.type(screen.getByLabelText('Code'), 'RAYA10');
    await user.type(screen.getByLabelText('Discount (RM)'), '10');
    await user.type(screen.getByLabelText('Quota'), '100');
    await user.type(screen.getByLabelText('Start date'), '2026-03-01');
    await user.type(screen.getByLabelText('Stop date'), '2026-03-31');
    await user.click(screen.getByTestId('voucher-save'));
    await waitFor(() => expect(errorOf('Code')).toBe('Another voucher has this code.'));
    expect(errorOf('Stop date')).toBe('The stop date is before the start date.');
    expect(screen.getByTestId('voucher-form-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByTestId('location')).toHaveTextContent('/voucher/new');
  });

  it('edits a voucher from the list: prefilled, its quota kept at or above its use, saved with its id', async () => {
    const saved = voucher({ id: 4, Type: 'percent', Disc: '12.50', MinPurchase: '0.00', UsgLimit: null, firstOrder: true, status: 'upcoming', usedCount: 12 });
    const calls = stubFetch((m, url) => {
      if (url.pathname === '/api/setup/voucher/store' && m === 'POST') return ok([saved], 'Saved');
      if (url.pathname === '/api/setup/voucher') return ok([voucher(), saved]);
      return undefined;
    });
    renderAt('/voucher/edit?id=4', routes);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Voucher name')).toHaveValue('Raya sale');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Edit voucher');
    expect(screen.getByTestId('voucher-status')).toHaveTextContent('Upcoming');
    expect(screen.getByLabelText('Discount type')).toHaveValue('percent');
    expect(screen.getByLabelText('Discount (%)')).toHaveValue('12.50');
    expect(screen.getByLabelText('Minimum purchase (RM)')).toHaveValue('');
    expect(screen.getByLabelText('Limit per agent')).toHaveValue('');
    expect(screen.getByRole('switch', { name: /^First order only/ })).toBeChecked();
    expect(screen.getByText(/Used 12 times so far\./)).toBeInTheDocument();

    const quota = screen.getByLabelText('Quota');
    await user.clear(quota);
    await user.type(quota, '10');
    await user.click(screen.getByTestId('voucher-save'));
    await waitFor(() => expect(errorOf('Quota')).toBe('The quota cannot be below what was already used.'));

    await user.clear(quota);
    await user.type(quota, '200');
    await user.type(screen.getByLabelText('Limit per agent'), '3');
    await user.click(screen.getByTestId('voucher-save'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/voucher$/));
    expect(calls.find((c) => c.url.pathname === '/api/setup/voucher/store')?.body).toMatchObject({ id: 4, Quota: 200, UsgLimit: 3, Code: 'RAYA10', Disc: '12.50', MinPurchase: null });
  });

  it("shows 'Voucher not found' for an unknown or missing id, and when the voucher went away meanwhile", async () => {
    stubFetch((m, url) => {
      if (url.pathname === '/api/setup/voucher/store' && m === 'POST') return refused(404, 'Data not found', undefined, 'not_found');
      if (url.pathname === '/api/setup/voucher') return ok([voucher()]);
      return undefined;
    });
    renderAt('/voucher/edit?id=99', routes);
    expect(await screen.findByTestId('voucher-not-found')).toHaveTextContent('Voucher not found');
    expect(screen.queryByTestId('voucher-form')).toBeNull();
    cleanup();

    renderAt('/voucher/edit', routes);
    expect(await screen.findByTestId('voucher-not-found')).toHaveTextContent('Voucher not found');
    cleanup();

    renderAt('/voucher/edit?id=1', routes);
    const user = userEvent.setup();
    await screen.findByTestId('voucher-form');
    await user.click(screen.getByTestId('voucher-save'));
    expect(await screen.findByTestId('voucher-form-error')).toHaveTextContent('Voucher not found');
  });
});
