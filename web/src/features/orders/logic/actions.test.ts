import { describe, expect, it } from 'vitest';
import { AGENT_USER, HQ_USER, order } from '../test-utils';
import { actionCall, allowedActions } from './actions';
import { orderScope } from './scope';

const hq = orderScope(HQ_USER);
const staffOrders = orderScope({ ...HQ_USER, role: 'staff', permissions: ['manage_orders'] });
const buyer = orderScope(AGENT_USER); // AGENT_USER (id 9) placed the fixture order
const seller = orderScope({ ...AGENT_USER, id: 12 });
const labels = (list: ReturnType<typeof allowedActions>) => list.map((a) => a.label);

describe('order actions', () => {
  it('offers what the server allows, in a fixed order', () => {
    expect(labels(allowedActions(order(), hq))).toEqual(['approve', 'cancel']);
    expect(labels(allowedActions(order({ status: 'to_ship', canApprove: false, canShip: true, canRefund: true }), hq))).toEqual(['ship', 'cancel', 'refund']);
    expect(labels(allowedActions(order({ status: 'delivery', canApprove: false, canCancel: false, canShip: true, canComplete: true }), hq))).toEqual(['updateTracking', 'complete']);
    expect(allowedActions(order({ status: 'completed', canApprove: false, canCancel: false }), hq)).toEqual([]);
  });

  it('marks cancel and refund as dangerous and pickup as a page of its own', () => {
    const list = allowedActions(order({ status: 'to_ship', shipmentType: 'pickup', canApprove: false, canShip: true, canRefund: true }), hq);
    expect(list.map((a) => [a.action, a.kind, a.danger])).toEqual([
      ['pickup', 'link', false],
      ['cancel', 'dialog', true],
      ['refund', 'dialog', true],
    ]);
  });

  it('keeps approve from staff without the approval permission', () => {
    expect(labels(allowedActions(order(), staffOrders))).toEqual(['cancel']);
  });

  it('gives the buyer their own actions and the seller the team ones, refund and hand-over included', () => {
    // The buyer's flags are all false from the server; delete (unpaid) and received (delivery) are theirs.
    const asBuyer = { canApprove: false, canCancel: false, canRefund: false, canShip: false, canComplete: false };
    expect(labels(allowedActions(order({ ...asBuyer, status: 'unpaid' }), buyer))).toEqual(['cancel']);
    expect(labels(allowedActions(order({ ...asBuyer, status: 'approval' }), buyer))).toEqual([]);
    expect(labels(allowedActions(order({ ...asBuyer, status: 'delivery' }), buyer))).toEqual(['received']);
    expect(labels(allowedActions(order({ canApprove: true, status: 'approval' }), buyer))).toEqual([]);
    expect(labels(allowedActions(order({ canRefund: true }), seller))).toEqual(['approve', 'cancel', 'refund']);
    expect(labels(allowedActions(order({ status: 'to_ship', shipmentType: 'pickup', canApprove: false, canCancel: false, canPickup: true }), seller))).toEqual(['pickup']);
    // The buyer never gets them, whatever the flags say.
    expect(labels(allowedActions(order({ ...asBuyer, status: 'to_ship', shipmentType: 'pickup', canRefund: true, canPickup: true }), buyer))).toEqual([]);
  });

  it('asks for a remark to cancel or refund (not for the buyer deleting their unpaid order) and for the tracking number to ship', () => {
    const inputs = (list: ReturnType<typeof allowedActions>) => list.map((a) => [a.action, a.input]);
    expect(inputs(allowedActions(order({ status: 'to_ship', canApprove: false, canShip: true, canRefund: true }), hq))).toEqual([
      ['ship', 'tracking'],
      ['cancel', 'remark'],
      ['refund', 'remark'],
    ]);
    expect(inputs(allowedActions(order({ status: 'unpaid', canApprove: false, canCancel: false }), buyer))).toEqual([['cancel', null]]);
    expect(inputs(allowedActions(order(), hq))).toEqual([
      ['approve', null],
      ['cancel', 'remark'],
    ]);
  });

  it("follows the server's pickup flag when it sends one", () => {
    const waiting = { status: 'to_ship' as const, shipmentType: 'pickup' as const, canApprove: false, canCancel: false };
    expect(labels(allowedActions(order(waiting), hq))).toEqual(['pickup']);
    expect(labels(allowedActions(order({ ...waiting, canPickup: false }), hq))).toEqual([]);
    expect(labels(allowedActions(order({ ...waiting, canPickup: true }), staffOrders))).toEqual(['pickup']);
  });

  it('sends each action to the right call with the right body', () => {
    const o = order({ id: 55 });
    expect(actionCall('approve', o, hq)).toEqual(['/api/orders/approve', { ids: [55] }]);
    expect(actionCall('approve', o, seller)).toEqual(['/api/sales/order/approve', { id: 55 }]);
    expect(actionCall('complete', o, buyer)).toEqual(['/api/sales/order/received', { id: 55 }]);
    expect(actionCall('cancel', o, buyer)).toEqual(['/api/sales/order/delete', { id: 55 }]);
    expect(actionCall('cancel', o, seller, ' late ')).toEqual(['/api/sales/order/cancel', { id: 55, remark: 'late' }]);
    expect(actionCall('cancel', o, hq, '  out of stock ')).toEqual(['/api/orders/cancel', { id: 55, remark: 'out of stock' }]);
    expect(actionCall('refund', o, hq)).toEqual(['/api/orders/refund', { id: 55, remark: null }]);
    expect(actionCall('ship', o, hq, ' JT123 ')).toEqual(['/api/orders/ship', { id: 55, trackingNumber: 'JT123' }]);
    expect(actionCall('ship', o, seller, ' JT123 ')).toEqual(['/api/sales/order/ship', { id: 55, trackingNumber: 'JT123' }]);
    expect(actionCall('complete', o, hq)).toEqual(['/api/orders/complete', { id: 55 }]);
  });
});
