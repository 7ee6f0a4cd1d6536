import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { exportInput, exportParams, listKey, summaryKey } from '../api/reports';
import { barWidth, countOf, isNumeric } from './cells';
import { filterErrorsOf } from './errors';
import { exportPercent, exportsInBackground, isFinished, isTooLongToExportAtOnce } from './exports';
import { EMPTY_FILTERS, activeFilterCount, datesInOrder, filterParams, readProductIds, readQuery, withChange, writeQuery } from './filters';
import { REPORTS, REPORT_SPECS, readReport, statusesOf, takes } from './reports';

const q = (s: string) => new URLSearchParams(s);

describe('reports', () => {
  it('knows the eight reports, the transaction report first', () => {
    expect(REPORTS).toEqual(['transaction', 'payment-method', 'recruitment', 'kpi', 'agent', 'customer', 'inventory', 'product-sales']);
    expect(readReport(null)).toBe('transaction');
    expect(readReport('KPI')).toBe('kpi');
    expect(readReport('sales')).toBe('transaction');
  });

  it('names the calls of each report; payment methods have no list and no export', () => {
    expect(Object.fromEntries(REPORTS.map((r) => [r, [REPORT_SPECS[r].summary, REPORT_SPECS[r].list, REPORT_SPECS[r].exportCode]]))).toEqual({
      transaction: ['/api/transaction/summary', '/api/transaction/list', 'transaction'],
      'payment-method': ['/api/transaction/payment-method', null, null],
      recruitment: ['/api/recruitment/summary', '/api/recruitment/list', 'recruitment'],
      kpi: ['/api/kpi/summary', '/api/kpi/sales-list', 'kpi'],
      agent: ['/api/agent-report/summary', '/api/agent-report/list', 'agent'],
      customer: ['/api/customer-report/summary', '/api/customer-report/list', 'customer'],
      inventory: ['/api/report/inventory/summary', '/api/report/inventory/list', 'inventory'],
      'product-sales': ['/api/product-sales-report/summary', '/api/product-sales-report/list', 'product-sales'],
    });
  });

  it('takes the filters that apply to its rows, and its own statuses', () => {
    expect(takes('inventory', 'tierId')).toBe(false);
    expect(takes('inventory', 'productIds')).toBe(true);
    expect(takes('recruitment', 'branchId')).toBe(false);
    expect(takes('kpi', 'status')).toBe(false);
    expect(statusesOf('transaction')).toContain('to_ship');
    expect(statusesOf('agent')).toEqual(['new', 'active', 'inactive', 'suspended']);
    expect(statusesOf('customer')).toEqual([]);
  });
});

describe('report address', () => {
  it('reads the filters the report takes, drops the rest and anything unreadable', () => {
    const read = readQuery(q('report=recruitment&from=2026-10-01&to=bad&branchId=2&tierId=3&agentId=x&status=active&productIds=1,2&page=3'));
    expect(read).toEqual({ report: 'recruitment', page: 3, filters: { ...EMPTY_FILTERS, from: '2026-10-01', tierId: '3', status: 'active' } });
    // An order status means nothing to the agent report.
    expect(readQuery(q('report=agent&status=completed')).filters.status).toBe('');
  });

  it('reads at most ten products, without repeats', () => {
    expect(readProductIds('3, 3,x,0,12')).toEqual([3, 12]);
    expect(readProductIds(Array.from({ length: 12 }, (_, i) => i + 1).join(','))).toHaveLength(10);
  });

  it('writes the report first, blanks and page 1 left out, the API query names', () => {
    const query = { report: 'transaction' as const, page: 1, filters: { ...EMPTY_FILTERS, to: '2026-11-30', productIds: [4, 9], status: 'completed' } };
    expect(writeQuery(query).toString()).toBe('report=transaction&to=2026-11-30&productIds=4%2C9&status=completed');
    expect(writeQuery({ ...query, page: 2, filters: EMPTY_FILTERS }).toString()).toBe('report=transaction&page=2');
    expect(filterParams('inventory', query.filters)).toEqual({ from: undefined, to: '2026-11-30', branchId: undefined, tierId: undefined, agentId: undefined, state: undefined, productIds: '4,9', status: undefined });
  });

  it('goes back to the first page on another filter or report, keeping what the new report also takes', () => {
    const now = { report: 'transaction' as const, page: 4, filters: { ...EMPTY_FILTERS, from: '2026-11-02', branchId: '2', status: 'completed' } };
    expect(withChange(now, { page: 5 }).page).toBe(5);
    expect(withChange(now, { filters: { tierId: '3' } })).toMatchObject({ page: 1, filters: { tierId: '3', branchId: '2' } });
    expect(withChange(now, { report: 'recruitment' })).toEqual({ report: 'recruitment', page: 1, filters: { ...EMPTY_FILTERS, from: '2026-11-02' } });
    expect(withChange(now, { report: 'payment-method' }).filters.status).toBe('completed');
  });

  it('counts the filters set and checks the range', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, from: '2026-11-01', productIds: [1, 2] })).toBe(2);
    expect(datesInOrder({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(datesInOrder({ from: '', to: '2026-11-01' })).toBe(true);
  });

  it('makes the keys and the export parameters of the same filters', () => {
    const f = { ...EMPTY_FILTERS, tierId: '2', state: ' 14 ' };
    expect(summaryKey('kpi', f)).toBe('/api/kpi/summary?tierId=2&state=14');
    expect(listKey('kpi', f, 2)).toBe('/api/kpi/sales-list?tierId=2&state=14&page=2&perPage=20');
    expect(listKey('payment-method', f, 1)).toBeNull();
    expect(exportParams('product-sales', f, 'xlsx')).toMatchObject({ report: 'product-sales', format: 'xlsx', tierId: '2', state: '14' });
  });

  it('starts a background export with the export parameters, the ids as numbers', () => {
    const f = { ...EMPTY_FILTERS, from: '2026-11-01', branchId: '3', tierId: '2', agentId: '41', productIds: [4, 9], status: 'completed' };
    expect(JSON.parse(JSON.stringify(exportInput('transaction', f, 'xlsx')))).toEqual({
      report: 'transaction', format: 'xlsx', from: '2026-11-01', branchId: 3, tierId: 2, agentId: 41, productIds: '4,9', status: 'completed',
    });
    // Only the filters the report takes.
    expect(JSON.parse(JSON.stringify(exportInput('inventory', f, 'csv')))).toEqual({ report: 'inventory', format: 'csv', from: '2026-11-01', branchId: 3, productIds: '4,9' });
  });
});

describe('exports', () => {
  it('exports at once up to 100 rows, or when the rows are not known yet; in the background beyond', () => {
    expect([undefined, 0, 100, 101, 5000].map(exportsInBackground)).toEqual([false, false, false, true, true]);
    expect(isTooLongToExportAtOnce(new ApiError({ status: 422, message: 'Invalid input', errors: { report: 'This report has more than 100 rows: export it in the background.' } }))).toBe(true);
    expect(isTooLongToExportAtOnce(new ApiError({ status: 422, message: 'Invalid input', errors: { to: 'Too long' } }))).toBe(false);
    expect(isTooLongToExportAtOnce(new ApiError({ status: 403, message: 'No' }))).toBe(false);
  });

  it('tells the percent written once the rows are counted, and when an export is finished', () => {
    const job = (status: 'queued' | 'running' | 'ready' | 'failed', rowsDone: number, rowsTotal: number) => ({ status, rowsDone, rowsTotal });
    expect(exportPercent(job('queued', 0, 0))).toBeNull();
    expect(exportPercent(job('running', 0, 0))).toBeNull();
    expect(exportPercent(job('running', 125, 250))).toBe(50);
    expect(exportPercent(job('running', 249, 250))).toBe(99);
    expect(exportPercent(job('ready', 0, 0))).toBe(100);
    expect((['queued', 'running', 'ready', 'failed'] as const).map((status) => isFinished({ status }))).toEqual([false, false, true, true]);
  });
});

describe('cells and refusals', () => {
  it('right-aligns money and counts, and sizes the bars', () => {
    expect(['text', 'money', 'count', 'date', 'datetime'].filter(isNumeric)).toEqual(['money', 'count']);
    expect(countOf('12')).toBe(12);
    expect(countOf('x')).toBe(0);
    expect([barWidth(50, 100), barWidth(0, 100), barWidth(1, 1000), barWidth(5, 0)]).toEqual([50, 0, 2, 0]);
  });

  it('puts a 422 on its filters, and nothing else', () => {
    expect(filterErrorsOf(new ApiError({ status: 422, message: 'Invalid input', errors: { to: 'Too long', page: 'x' } }))).toEqual({ to: 'Too long' });
    expect(filterErrorsOf(new ApiError({ status: 500, message: 'x' }))).toEqual({});
    expect(filterErrorsOf(undefined)).toEqual({});
  });
});
