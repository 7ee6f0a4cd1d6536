import { describe, expect, it } from 'vitest';
import { filtersToParams, invoicesPath, isInvoiceKey, pageCount, pageRange, readFilters } from './query';

describe('invoice list query', () => {
  it('reads filters from the address bar and drops what it cannot read', () => {
    expect(readFilters(new URLSearchParams('status=overdue&companyId=7&page=3'))).toEqual({ status: 'overdue', companyId: 7, page: 3 });
    expect(readFilters(new URLSearchParams('status=lost&companyId=abc&page=0'))).toEqual({ status: '', companyId: null, page: 1 });
    expect(readFilters(new URLSearchParams(''))).toEqual({ status: '', companyId: null, page: 1 });
  });

  it('writes only what differs from the default', () => {
    expect(filtersToParams({ status: '', companyId: null, page: 1 }).toString()).toBe('');
    expect(filtersToParams({ status: 'partially_paid', companyId: 4, page: 2 }).toString()).toBe('status=partially_paid&companyId=4&page=2');
  });

  it('asks the API for one page', () => {
    expect(invoicesPath({ status: '', companyId: null, page: 1 })).toBe('/api/vendor/invoices?page=1&perPage=20');
    expect(invoicesPath({ status: 'void', companyId: 9, page: 2 }, 50)).toBe('/api/vendor/invoices?status=void&companyId=9&page=2&perPage=50');
  });

  it('knows which cache keys are invoices', () => {
    expect(isInvoiceKey('/api/vendor/invoices?page=1&perPage=20')).toBe(true);
    expect(isInvoiceKey('/api/vendor/invoices/12')).toBe(true);
    expect(isInvoiceKey('/api/vendor/invoices-export')).toBe(false);
    expect(isInvoiceKey(['/api/vendor/invoices'])).toBe(false);
  });

  it('counts pages and rows', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(2, 20, 35)).toEqual({ from: 21, to: 35 });
    expect(pageRange(1, 20, 93)).toEqual({ from: 1, to: 20 });
  });
});
