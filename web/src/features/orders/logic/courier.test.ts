import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { courierProblem, eventsNewestFirst, firstChoice, mayBook, mayHaveBooking } from './courier';

const HQ = { agent: false, hqTools: true };

describe('courier booking rules', () => {
  it('lets HQ book an order waiting to ship by courier, and read the booking of one past approval', () => {
    expect(mayBook({ status: 'to_ship', shipmentType: 'courier' }, HQ)).toBe(true);
    expect(mayBook({ status: 'to_ship', shipmentType: 'pickup' }, HQ)).toBe(false);
    expect(mayBook({ status: 'delivery', shipmentType: 'courier' }, HQ)).toBe(false);
    expect(mayBook({ status: 'to_ship', shipmentType: 'courier' }, { agent: true, hqTools: false })).toBe(false);
    expect(mayBook({ status: 'to_ship', shipmentType: 'courier' }, { agent: false, hqTools: false })).toBe(false);
    for (const status of ['to_ship', 'delivery', 'completed', 'cancelled', 'refund'] as const) expect(mayHaveBooking({ status, shipmentType: 'courier' }, HQ), status).toBe(true);
    for (const status of ['unpaid', 'approval'] as const) expect(mayHaveBooking({ status, shipmentType: 'courier' }, HQ), status).toBe(false);
    expect(mayHaveBooking({ status: 'delivery', shipmentType: 'pickup' }, HQ)).toBe(false);
    expect(mayHaveBooking({ status: 'delivery', shipmentType: 'courier' }, { agent: true, hqTools: false })).toBe(false);
  });

  it('picks the rate booking would pick, else the first, else none', () => {
    const rate = (serviceId: string, chosen: boolean) => ({ serviceId, serviceName: '', courierId: '', courierName: '', price: '1.00', delivery: '', chosen });
    expect(firstChoice([rate('A', false), rate('B', true)])).toBe('B');
    expect(firstChoice([rate('A', false), rate('B', false)])).toBe('A');
    expect(firstChoice([])).toBeNull();
  });

  it('reads the refusals of the booking calls by their code', () => {
    const refusal = (status: number, error: string, message = 'Said by the server.') => new ApiError({ status, message, error });
    expect(courierProblem(refusal(422, 'courier_not_connected'))).toEqual({ kind: 'not_connected' });
    expect(courierProblem(refusal(422, 'cannot_quote', 'The branch has no address.'))).toEqual({ kind: 'cannot_quote', message: 'The branch has no address.' });
    expect(courierProblem(refusal(409, 'provider_unreachable', 'EasyParcel cannot be reached.'))).toEqual({ kind: 'unreachable', message: 'EasyParcel cannot be reached.' });
    expect(courierProblem(refusal(500, 'internal'))).toEqual({ kind: 'other' });
    expect(courierProblem(new Error('x'))).toEqual({ kind: 'other' });
  });

  it("lists the courier's events newest first", () => {
    const events = [
      { at: '2026-11-24T02:00:00Z', status: 'Pending pickup' },
      { at: '2026-11-25T04:00:00.5Z', status: 'Delivered' },
      { at: '2026-11-24T06:30:00Z', status: 'Parcel collected' },
    ];
    expect(eventsNewestFirst(events).map((e) => e.status)).toEqual(['Delivered', 'Parcel collected', 'Pending pickup']);
    expect(events[0].status).toBe('Pending pickup');
  });
});
