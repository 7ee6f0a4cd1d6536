import { describe, expect, it } from 'vitest';
import { pageCount } from './paging';

describe('pageCount', () => {
  it('is at least one page, and rounds a partial page up', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(5000, 20)).toBe(250);
    expect(pageCount(15000, 20)).toBe(750);
  });
});
