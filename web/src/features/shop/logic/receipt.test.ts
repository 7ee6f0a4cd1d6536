import { describe, expect, it } from 'vitest';
import { fileSize, MAX_RECEIPT_BYTES, receiptProblem } from './receipt';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('receiptProblem', () => {
  it('takes JPEG and PNG up to 10 MB', () => {
    expect(receiptProblem(file('slip.jpg', 'image/jpeg', 200_000))).toBeNull();
    expect(receiptProblem(file('slip.png', 'image/png', MAX_RECEIPT_BYTES))).toBeNull();
    // No type from the phone: the name decides.
    expect(receiptProblem(file('IMG_0001.JPEG', '', 1000))).toBeNull();
  });
  it('refuses other types, empty and too large files, and no file', () => {
    expect(receiptProblem(file('slip.pdf', 'application/pdf', 1000))).toBe('shop.receipt.errors.type');
    expect(receiptProblem(file('slip.heic', '', 1000))).toBe('shop.receipt.errors.type');
    expect(receiptProblem(file('slip.gif', 'image/gif', 1000))).toBe('shop.receipt.errors.type');
    expect(receiptProblem(file('slip.png', 'image/png', MAX_RECEIPT_BYTES + 1))).toBe('shop.receipt.errors.size');
    expect(receiptProblem(file('slip.png', 'image/png', 0))).toBe('shop.receipt.errors.empty');
    expect(receiptProblem(null)).toBe('shop.receipt.errors.required');
  });
  it('says a size in KB or MB', () => {
    expect(fileSize(5120)).toBe('5 KB');
    expect(fileSize(2_411_724)).toBe('2.3 MB');
  });
});
