import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT, FOLDERS, STAFF, TIERS, answered, folder, invalid, ok, refused, renderAt, stubFetch, type Call } from '../test-utils';
import { FoldersPage } from './FoldersPage';

const routes = [{ path: '/files/folders', element: <FoldersPage /> }];
const location = () => screen.getByTestId('location').textContent ?? '';
const rows = () => screen.getAllByTestId('folder-row');
const deletes = (calls: Call[]) => calls.filter((c) => c.method === 'DELETE' && c.url.pathname === `${FOLDERS}/delete`).map((c) => c.url.search);

describe('/files/folders', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists every folder with the tiers that see it and its file count', async () => {
    stubFetch(answered());
    renderAt('/files/folders', routes, { user: STAFF });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Folders');
    await waitFor(() => expect(screen.getAllByTestId('folder-row-tiers')[1]).toHaveTextContent('Seen by Gold, Silver'));
    expect(
      rows().map((r) => [within(r).getByTestId('folder-row-name').textContent, within(r).getByTestId('folder-row-tiers').textContent, within(r).getByTestId('folder-row-count').textContent]),
    ).toEqual([
      ['Brochures', 'Every tier', '2 files'],
      ['Product photos', 'Seen by Gold, Silver', '1 file'],
      ['Gold only', 'Seen by Gold', '0 files'],
    ]);
    expect(within(rows()[0]).getByTestId('folder-link')).toHaveAttribute('href', '/files?folder=12');
  });

  it('adds a folder for chosen tiers (none: every tier) and edits one, with the server refusals in place', async () => {
    let answer = invalid({ name: 'This name is taken.' });
    const calls = stubFetch(answered((method, url, body) => (method === 'POST' && url.pathname === `${FOLDERS}/store` ? (answer.status === 422 ? answer : ok({ ...folder(), ...(body as object), id: (body as { id?: number }).id ?? 20, fileCount: 0 })) : undefined)));
    renderAt('/files/folders', routes);
    await screen.findAllByTestId('folder-row');
    const user = userEvent.setup();

    await user.click(screen.getByTestId('folder-add'));
    let dialog = screen.getByTestId('folder-dialog');
    await user.click(within(dialog).getByTestId('folder-save'));
    expect(within(dialog).getByTestId('folder-name-input')).toHaveAccessibleDescription('This field is required.');
    expect(within(dialog).getByTestId('folder-tiers-summary')).toHaveTextContent('Every tier');
    await user.type(within(dialog).getByTestId('folder-name-input'), 'Training');
    // The tiers by rank: Gold (1) first.
    expect(within(dialog).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Gold', 'Silver']);
    await user.click(await within(dialog).findByTestId('folder-tier-2'));
    expect(within(dialog).getByTestId('folder-tiers-summary')).toHaveTextContent('1 tier chosen');
    await user.click(within(dialog).getByTestId('folder-save'));
    expect(await within(dialog).findByText('This name is taken.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Training', tierIds: [2] });

    answer = ok(null);
    await user.click(within(dialog).getByTestId('folder-save'));
    await waitFor(() => expect(screen.queryByTestId('folder-dialog')).toBeNull());
    expect(screen.getByTestId('folders-notice')).toHaveTextContent('“Training” saved.');

    await user.click(within(rows()[1]).getByTestId('folder-edit'));
    dialog = screen.getByTestId('folder-dialog');
    expect(within(dialog).getByTestId('folder-name-input')).toHaveValue('Product photos');
    expect(within(dialog).getByTestId('folder-tier-1')).toBeChecked();
    expect(within(dialog).getByTestId('folder-tier-2')).toBeChecked();
    await user.click(within(dialog).getByTestId('folder-tier-1'));
    await user.click(within(dialog).getByTestId('folder-tier-2'));
    expect(within(dialog).getByTestId('folder-tiers-summary')).toHaveTextContent('Every tier');
    await user.click(within(dialog).getByTestId('folder-save'));
    await waitFor(() => expect(screen.queryByTestId('folder-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ id: 14, name: 'Product photos', tierIds: [] });
  });

  it('asks again when the folder still holds files (409) and then deletes it with force=true', async () => {
    const calls = stubFetch(
      answered((method, url) => {
        if (method !== 'DELETE' || url.pathname !== `${FOLDERS}/delete`) return undefined;
        return url.searchParams.get('force') === 'true' ? ok({ id: 12 }, 'Saved') : refused(409, 'This folder still holds files: confirm to delete them with it.', undefined, 'folder_has_files');
      }),
    );
    renderAt('/files/folders', routes);
    await screen.findAllByTestId('folder-row');
    const user = userEvent.setup();
    await user.click(within(rows()[0]).getByTestId('folder-delete'));
    expect(screen.getByTestId('confirm-dialog')).toHaveTextContent('The folder “Brochures” will be deleted.');
    await user.click(screen.getByTestId('confirm-ok'));

    const force = await screen.findByTestId('force-dialog');
    expect(within(force).getByTestId('force-reason')).toHaveTextContent('This folder still holds files: confirm to delete them with it.');
    expect(within(force).getByTestId('force-question')).toHaveTextContent('Delete the folder and its 2 files?');
    expect(deletes(calls)).toEqual(['?id=12']);
    await user.click(within(force).getByTestId('confirm-ok'));
    await waitFor(() => expect(deletes(calls)).toEqual(['?id=12', '?id=12&force=true']));
    expect(await screen.findByTestId('folders-notice')).toHaveTextContent('“Brochures” deleted.');
  });

  it('deletes an empty folder after one confirmation, and keeps a folder when the second question is declined', async () => {
    const calls = stubFetch(
      answered((method, url) => {
        if (method !== 'DELETE') return undefined;
        return url.searchParams.get('id') === '15' ? ok({ id: 15 }) : refused(409, 'This folder still holds files: confirm to delete them with it.', undefined, 'folder_has_files');
      }),
    );
    renderAt('/files/folders', routes);
    await screen.findAllByTestId('folder-row');
    const user = userEvent.setup();
    await user.click(within(rows()[2]).getByTestId('folder-delete'));
    await user.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByTestId('folders-notice')).toHaveTextContent('“Gold only” deleted.');
    expect(screen.getByTestId('force-dialog')).not.toHaveAttribute('open');
    expect(deletes(calls)).toEqual(['?id=15']);

    await user.click(within(rows()[1]).getByTestId('folder-delete'));
    await user.click(screen.getByTestId('confirm-ok'));
    const force = await screen.findByTestId('force-dialog');
    expect(within(force).getByTestId('force-question')).toHaveTextContent('Delete the folder and its 1 file?');
    await user.click(within(force).getByTestId('confirm-cancel'));
    expect(deletes(calls)).toEqual(['?id=15', '?id=14']);
  });

  it('gives an agent the folders shared with them, read only, each opening its files', async () => {
    const calls = stubFetch(answered());
    renderAt('/files/folders', routes, { user: AGENT });
    await screen.findAllByTestId('folder-row');
    expect(rows().map((r) => [within(r).getByTestId('folder-row-name').textContent, within(r).getByTestId('folder-row-count').textContent])).toEqual([
      ['Brochures', '2 files'],
      ['Product photos', '1 file'],
      ['Gold only', '0 files'],
    ]);
    expect(screen.queryByTestId('folder-add')).toBeNull();
    expect(screen.queryByTestId('folder-edit')).toBeNull();
    expect(screen.queryByTestId('folder-delete')).toBeNull();
    expect(screen.queryByTestId('folder-row-tiers')).toBeNull();
    expect(calls.some((c) => c.url.pathname === TIERS)).toBe(false);
    await userEvent.setup().click(within(rows()[1]).getByTestId('folder-link'));
    expect(location()).toBe('/files?folder=14');
  });
});
