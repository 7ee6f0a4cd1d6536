import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ok, renderAt, stubFetch, voucher } from '../test-utils';
import { VoucherHistoryPage } from './VoucherHistoryPage';

const routes = [{ path: '/voucher/history', element: <VoucherHistoryPage /> }];

describe('/voucher/history', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the voucher's summary and says when per-order history appears, asking only for the list", async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/setup/voucher' ? ok([voucher(), voucher({ id: 2, voucherName: 'Other', Code: 'OTHER' })]) : undefined));
    renderAt('/voucher/history?id=1', routes);
    const summary = within(await screen.findByTestId('voucher-summary'));
    expect(summary.getByText('Raya sale')).toBeInTheDocument();
    expect(summary.getByTestId('voucher-status')).toHaveTextContent('Ongoing');
    expect(summary.getByTestId('voucher-code')).toHaveTextContent('RAYA10');
    expect(summary.getByText('12 of 100 used')).toBeInTheDocument();
    expect(summary.getByText('2 uses per agent')).toBeInTheDocument();
    expect(summary.getByText('RM 10.00 off')).toBeInTheDocument();
    expect(summary.getByText('1 Mar 2026 – 31 Mar 2026')).toBeInTheDocument();
    expect(screen.getByTestId('voucher-history-empty')).toHaveTextContent('Per-order usage history appears here once orders using this voucher are placed.');
    expect(screen.getByTestId('voucher-history-edit')).toHaveAttribute('href', '/voucher/edit?id=1');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/setup/voucher']);
  });

  it("shows 'Voucher not found' for an unknown id", async () => {
    stubFetch((_m, url) => (url.pathname === '/api/setup/voucher' ? ok([voucher()]) : undefined));
    renderAt('/voucher/history?id=5', routes);
    expect(await screen.findByTestId('voucher-not-found')).toHaveTextContent('Voucher not found');
    expect(screen.queryByTestId('voucher-history-edit')).toBeNull();
  });
});
