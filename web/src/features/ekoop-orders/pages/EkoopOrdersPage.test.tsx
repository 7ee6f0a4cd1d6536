import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_USER, ekoopPage, klass, ok, packingList, refused, renderAt, row, stubFetch, type Call } from '../test-utils';
import { EkoopOrdersPage } from './EkoopOrdersPage';

const routes = [
  { path: '/manage-orders-ekoop', element: <EkoopOrdersPage /> },
  { path: '/manage-orders-ekoop/order-details', element: <p>details</p> },
];

const adam = row();
const aisyah = row({ id: 82, number: 'RK2612010002', studentName: 'Nur Aisyah', customerName: 'Siti Aminah', customerPhone: '+60 13-222 3333', grandTotal: '32.50', totalUnits: 4 });
const collected = row({ id: 83, number: 'RK2612010003', className: '6 Cerdik', studentName: 'Zul Hakim', customerName: 'Hakim Zulkifli', status: 'completed', collectedBy: 'Hakim Zulkifli', collectedAt: '2026-12-03T01:00:00Z' });
const other = row({ id: 90, number: 'RK2612010010', storeId: 4, storeName: 'Koperasi SK Bukit Indah', schoolName: 'SK Bukit Indah', className: '1 Amanah', studentName: 'Ali Imran', status: 'unpaid', paymentStatus: 'unpaid' });
const classes = [klass(), klass({ className: '6 Cerdik', waiting: 0 }), klass({ storeId: 4, schoolName: 'SK Bukit Indah', className: '1 Amanah', waiting: 0 })];

const lists = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/store-program/ekoop/orders');

describe('/manage-orders-ekoop', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the orders by school, then class, then student, each with its parent, units, total and status, linking to the order', async () => {
    // The server's page, in any order: the screen puts it by school, class and student.
    const calls = stubFetch((_m, url) => (url.pathname === '/api/store-program/ekoop/orders' ? ok(ekoopPage([other, collected, aisyah, adam], classes)) : undefined));
    renderAt('/manage-orders-ekoop', routes);

    const schools = await screen.findAllByTestId('ekoop-school');
    expect(lists(calls)[0].url.search).toBe('?page=1&perPage=50');
    expect(schools.map((s) => within(s).getByTestId('ekoop-school-name').textContent)).toEqual(['SK Bukit Indah', 'SK Taman Melati']);

    const melati = within(schools[1]);
    const classSections = melati.getAllByTestId('ekoop-class');
    expect(classSections.map((c) => within(c).getByTestId('ekoop-class-name').textContent)).toEqual(['Class 5 Bestari', 'Class 6 Cerdik']);
    expect(within(classSections[0]).getByTestId('ekoop-class-count')).toHaveTextContent('2 orders · 2 ready to collect');

    const rows = within(classSections[0]).getAllByTestId('ekoop-order-row');
    expect(rows.map((r) => within(r).getByTestId('ekoop-order-link').textContent)).toEqual(['Adam Haris', 'Nur Aisyah']);
    const first = within(rows[0]);
    expect(first.getByTestId('ekoop-order-link')).toHaveAttribute('href', '/manage-orders-ekoop/order-details?id=81');
    expect(first.getByTestId('ekoop-order-number')).toHaveTextContent('RK2612010001');
    expect(first.getByTestId('ekoop-order-parent')).toHaveTextContent('Haris Rahman');
    expect(first.getByTestId('ekoop-order-parent')).toHaveTextContent('+60 12-345 6789');
    expect(first.getByTestId('ekoop-order-units')).toHaveTextContent('3');
    expect(first.getByTestId('ekoop-order-total')).toHaveTextContent('RM 45.00');
    expect(first.getByTestId('ekoop-status')).toHaveTextContent('Ready to collect');
    expect(within(rows[1]).getByTestId('ekoop-order-total')).toHaveTextContent('RM 32.50');

    const cerdik = within(classSections[1]).getByTestId('ekoop-order-row');
    expect(within(cerdik).getByTestId('ekoop-status')).toHaveTextContent('Collected');
    expect(within(cerdik).getByTestId('ekoop-order-collected')).toHaveTextContent('Hakim Zulkifli');

    expect(within(schools[0]).getByTestId('ekoop-status')).toHaveTextContent('Unpaid');
  });

  it('filters by school and class (the classes the answer names) and by status, keeping them in the address', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/store-program/ekoop/orders' ? ok(ekoopPage([adam, aisyah], classes)) : undefined));
    renderAt('/manage-orders-ekoop', routes);
    await screen.findAllByTestId('ekoop-order-row');
    const user = userEvent.setup();

    const classFilter = screen.getByTestId('ekoop-filter-class');
    const options = within(classFilter).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All classes', '1 Amanah · SK Bukit Indah', '5 Bestari · SK Taman Melati (2 ready to collect)', '6 Cerdik · SK Taman Melati']);

    await user.selectOptions(classFilter, '5 Bestari · SK Taman Melati (2 ready to collect)');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-orders-ekoop?store=3&class=5+Bestari'));
    await waitFor(() => expect(lists(calls).at(-1)?.url.search).toBe('?storeId=3&className=5+Bestari&page=1&perPage=50'));
    // The school follows the class; its classes only are offered now.
    expect(screen.getByTestId('ekoop-filter-school')).toHaveValue('3');
    expect(within(screen.getByTestId('ekoop-filter-class')).getAllByRole('option')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Ready to collect' }));
    await waitFor(() => expect(lists(calls).at(-1)?.url.search).toBe('?storeId=3&className=5+Bestari&status=to_ship&page=1&perPage=50'));
    expect(screen.getByRole('tab', { name: 'Ready to collect' })).toHaveAttribute('aria-selected', 'true');

    await user.selectOptions(screen.getByTestId('ekoop-filter-school'), 'SK Bukit Indah');
    await waitFor(() => expect(lists(calls).at(-1)?.url.search).toBe('?storeId=4&status=to_ship&page=1&perPage=50'));
  });

  it('searches by student, parent or order number after a pause', async () => {
    const calls = stubFetch((_m, url) => (url.pathname === '/api/store-program/ekoop/orders' ? ok(ekoopPage([adam], [klass()])) : undefined));
    renderAt('/manage-orders-ekoop', routes);
    await screen.findAllByTestId('ekoop-order-row');
    // One co-op: no school filter to choose from.
    expect(screen.queryByTestId('ekoop-filter-school')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Order number, student, parent or phone'), 'Adam');
    await waitFor(() => expect(lists(calls).at(-1)?.url.search).toBe('?search=Adam&page=1&perPage=50'));
  });

  it('prints a class packing list: the units of each product for the class, then each student’s items', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const calls = stubFetch((_m, url) => {
      if (url.pathname === '/api/store-program/ekoop/orders') return ok(ekoopPage([adam, aisyah], classes));
      if (url.pathname === '/api/store-program/ekoop/packing-list') return ok(packingList());
      return undefined;
    });
    renderAt('/manage-orders-ekoop?status=to_ship', routes);
    const user = userEvent.setup();
    const [bestari] = await screen.findAllByTestId('ekoop-class');
    await user.click(within(bestari).getByRole('link', { name: 'Packing list of class 5 Bestari' }));

    expect(await screen.findByTestId('packing-class')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/store-program/ekoop/packing-list')?.url.search).toBe('?storeId=3&className=5+Bestari');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Packing list: class 5 Bestari');
    const sheet = within(screen.getByTestId('packing-class'));
    expect(sheet.getByTestId('packing-class-name')).toHaveTextContent('Class 5 Bestari');
    expect(sheet.getByText('SK Taman Melati · Koperasi SK Taman Melati')).toBeInTheDocument();
    // 3 + 2 exercise books and 2 ties: 7 units for the class, from two students.
    expect(sheet.getByTestId('packing-class-units')).toHaveTextContent('7 units');
    expect(sheet.getByTestId('packing-class-students')).toHaveTextContent('2 students');
    const totals = sheet.getAllByTestId('packing-total');
    expect(totals[0]).toHaveTextContent('Exercise book · A4');
    expect(totals[0]).toHaveTextContent('5');
    expect(totals[1]).toHaveTextContent('School tie');
    expect(sheet.getByTestId('packing-totals-units')).toHaveTextContent('7');
    const students = sheet.getAllByTestId('packing-student');
    expect(students.map((s) => within(s).getByTestId('packing-student-name').textContent)).toEqual(['Adam Haris', 'Nur Aisyah']);
    expect(students[0]).toHaveTextContent('RK2612010001');
    expect(students[0]).toHaveTextContent('3 units');
    expect(students[1]).toHaveTextContent('4 units');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    // Back to the same list.
    expect(screen.getByTestId('ekoop-packing-back')).toHaveAttribute('href', '/manage-orders-ekoop?status=to_ship');
    await user.click(screen.getByTestId('ekoop-packing-back'));
    expect(await screen.findAllByTestId('ekoop-order-row')).toHaveLength(2);
  });

  it('says so when a class has nothing to pack', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/store-program/ekoop/packing-list' ? ok(packingList({ classes: [] })) : undefined));
    renderAt('/manage-orders-ekoop?pack=3&packClass=6+Cerdik', routes);
    expect(await screen.findByTestId('ekoop-packing-empty')).toHaveTextContent('Nothing to pack: no paid order of class 6 Cerdik is waiting to be collected.');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('says in words when there are no orders yet, and when none match', async () => {
    stubFetch((_m, url) => (url.pathname === '/api/store-program/ekoop/orders' ? ok(ekoopPage([], [])) : undefined));
    renderAt('/manage-orders-ekoop', routes, { user: AGENT_USER });
    expect(await screen.findByTestId('ekoop-empty')).toHaveTextContent("No co-op orders yet. When parents buy in a school co-op's store, their orders appear here by class and student.");
    expect(screen.getByTestId('page-title')).toHaveTextContent('Co-op store orders');
    cleanup();

    stubFetch((_m, url) => (url.pathname === '/api/store-program/ekoop/orders' ? ok(ekoopPage([], [klass()])) : undefined));
    renderAt('/manage-orders-ekoop?search=zz', routes);
    expect(await screen.findByTestId('ekoop-empty')).toHaveTextContent('No co-op orders match your search and filters.');
  });

  it('shows the refusal when the list may not be read', async () => {
    stubFetch(() => refused(403, 'You do not have access to this.'));
    renderAt('/manage-orders-ekoop', routes);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('You do not have access to this.');
  });
});
