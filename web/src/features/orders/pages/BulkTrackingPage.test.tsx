import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, invalid, ok, renderAt, stubFetch } from '../test-utils';
import { BulkTrackingPage } from './BulkTrackingPage';

const routes = [{ path: '/bulk-tracking', element: <BulkTrackingPage /> }];
const csv = (text: string, name = 'tracking.csv') => new File([text], name, { type: 'text/csv' });

describe('/bulk-tracking', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('uploads the CSV as `file` and lists the applied rows and the rejected rows with their lines and reasons', async () => {
    const calls = stubFetch((m, url) =>
      m === 'POST' && url.pathname === '/api/orders/bulk-tracking'
        ? ok({
            applied: [{ line: 2, number: 'RK2611230001', trackingNumber: 'JT1' }],
            rejected: [
              { line: 3, order: 'RK2611230009', message: 'Order not found.' },
              { line: 4, order: 'RK2611230001', message: 'This order appears twice in the file.' },
            ],
          })
        : undefined,
    );
    renderAt('/bulk-tracking', routes);
    expect(screen.getByTestId('bulk-tracking-format')).toHaveTextContent('order,tracking');
    const user = userEvent.setup();
    const file = csv('order,tracking\nRK2611230001,JT1\nRK2611230009,JT2\nRK2611230001,JT3\n');
    await user.upload(screen.getByTestId('bulk-tracking-file'), file);
    await user.click(screen.getByTestId('bulk-tracking-upload'));

    const rejected = await screen.findByTestId('bulk-rejected');
    const rows = within(rejected).getAllByTestId('bulk-rejected-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('3');
    expect(rows[0]).toHaveTextContent('RK2611230009');
    expect(rows[0]).toHaveTextContent('Order not found.');
    expect(rows[1]).toHaveTextContent('This order appears twice in the file.');
    const applied = within(screen.getByTestId('bulk-applied')).getAllByTestId('bulk-applied-row');
    expect(applied).toHaveLength(1);
    expect(applied[0]).toHaveTextContent('RK2611230001');
    expect(applied[0]).toHaveTextContent('JT1');
    expect(screen.getByTestId('bulk-tracking-summary')).toHaveTextContent('Applied: 1 · Rejected: 2');

    const body = calls[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('tracking.csv');
  });

  it('shows a refused file under the file input', async () => {
    stubFetch((m) => (m === 'POST' ? invalid({ file: 'The file needs the columns order and tracking.' }) : undefined));
    renderAt('/bulk-tracking', routes);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('bulk-tracking-file'), csv('a,b\n1,2\n'));
    await user.click(screen.getByTestId('bulk-tracking-upload'));
    expect(await screen.findByText('The file needs the columns order and tracking.')).toBeInTheDocument();
    expect(screen.queryByTestId('bulk-tracking-result')).toBeNull();
  });

  it('asks for a CSV file before sending anything', async () => {
    const calls = stubFetch(() => undefined);
    renderAt('/bulk-tracking', routes);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByTestId('bulk-tracking-upload'));
    expect(screen.getByText('Choose a CSV file.')).toBeInTheDocument();
    await user.upload(screen.getByTestId('bulk-tracking-file'), new File(['x'], 'tracking.xlsx', { type: 'application/vnd.ms-excel' }));
    await user.click(screen.getByTestId('bulk-tracking-upload'));
    expect(screen.getByText('Only CSV files can be uploaded.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('downloads the template as a CSV blob', async () => {
    stubFetch(() => undefined);
    // jsdom has no object URLs: lend the two functions for this test.
    const created: Blob[] = [];
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (b: Blob) => {
      created.push(b);
      return 'blob:template';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderAt('/bulk-tracking', routes);
      await userEvent.setup().click(screen.getByTestId('bulk-tracking-template'));
      expect(click).toHaveBeenCalled();
      expect(await created[0].text()).toBe('order,tracking\r\nRK2611230001,JT1234567890\r\n');
    } finally {
      click.mockRestore();
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    }
  });

  it('is not for agents', () => {
    stubFetch(() => undefined);
    renderAt('/bulk-tracking', routes, { user: AGENT_USER });
    expect(screen.getByTestId('no-access')).toBeInTheDocument();
  });
});
