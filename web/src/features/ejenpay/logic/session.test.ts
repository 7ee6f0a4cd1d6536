import { describe, expect, it } from 'vitest';
import { bankToPay, isZeroAmount, orderedBanks, readSessionRef, sessionView } from './session';

const BANKS = [
  { code: 'MB2U0227', name: 'Maybank2u', active: true },
  { code: 'BCBB0235', name: 'CIMB Clicks', active: false },
  { code: 'RHB0218', name: 'RHB Now', active: true },
];

describe('payment session', () => {
  it('reads the session the address names: an order, a top-up or an invoice, by an id of letters and digits', () => {
    expect(readSessionRef('order', 'Q7fK2mZp9LxR4tWv8NbC3hJd')).toEqual({ payType: 'order', sessionId: 'Q7fK2mZp9LxR4tWv8NbC3hJd' });
    expect(readSessionRef('topup', 'abc123')).toEqual({ payType: 'topup', sessionId: 'abc123' });
    expect(readSessionRef('invoice', 'abc123')).toEqual({ payType: 'invoice', sessionId: 'abc123' });
    expect(readSessionRef('voucher', 'abc123')).toBeNull();
    expect(readSessionRef('order', 'abc-123')).toBeNull();
    expect(readSessionRef('order', undefined)).toBeNull();
  });

  it('says what to offer for each status: pay while payable (try again after a failure), else the result', () => {
    expect(sessionView({ status: 'due', payable: true })).toBe('due');
    expect(sessionView({ status: 'pending', payable: true })).toBe('pending');
    expect(sessionView({ status: 'failed', payable: true })).toBe('retry');
    expect(sessionView({ status: 'failed', payable: false })).toBe('failed');
    expect(sessionView({ status: 'paid', payable: false })).toBe('paid');
    expect(sessionView({ status: 'closed', payable: false })).toBe('closed');
    expect(sessionView({ status: 'pending', payable: false })).toBe('waiting');
  });

  it('pays at the chosen bank only while it is listed and online, else on Billplz', () => {
    expect(bankToPay('MB2U0227', BANKS)).toBe('MB2U0227');
    expect(bankToPay('BCBB0235', BANKS)).toBe('');
    expect(bankToPay('GONE0001', BANKS)).toBe('');
    expect(bankToPay('MB2U0227', undefined)).toBe('');
    expect(bankToPay('', BANKS)).toBe('');
  });

  it('lists the banks online first, and reads a zero admin fee as none', () => {
    expect(orderedBanks(BANKS).map((b) => b.code)).toEqual(['MB2U0227', 'RHB0218', 'BCBB0235']);
    expect(['0', '0.00', '', null, '1.00'].map(isZeroAmount)).toEqual([true, true, true, true, false]);
  });
});
