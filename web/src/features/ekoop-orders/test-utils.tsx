/** The e-koop screens' tests: the orders' helpers and fixtures, plus co-op rows and packing lists as the API sends them. */
import { order } from '@/features/orders/test-utils';
import type { Order } from '@/features/orders/api/types';
import type { EkoopClass, EkoopOrder, EkoopOrderPage, PackingList } from './api/types';

export * from '@/features/orders/test-utils';

export const row = (patch: Partial<EkoopOrder> = {}): EkoopOrder => ({
  id: 81,
  number: 'RK2612010001',
  createdAt: '2026-12-01T02:00:00Z',
  storeId: 3,
  storeName: 'Koperasi SK Taman Melati',
  schoolName: 'SK Taman Melati',
  studentName: 'Adam Haris',
  className: '5 Bestari',
  customerName: 'Haris Rahman',
  customerPhone: '+60 12-345 6789',
  status: 'to_ship',
  paymentStatus: 'paid',
  grandTotal: '45.00',
  totalUnits: 3,
  collectedBy: null,
  collectedAt: null,
  ...patch,
});

export const klass = (patch: Partial<EkoopClass> = {}): EkoopClass => ({ storeId: 3, schoolName: 'SK Taman Melati', className: '5 Bestari', waiting: 2, ...patch });

export const ekoopPage = (rows: EkoopOrder[], classes: EkoopClass[] = [klass()], patch: Partial<EkoopOrderPage> = {}): EkoopOrderPage => ({
  total: rows.length,
  page: 1,
  perPage: 50,
  rows,
  classes,
  ...patch,
});

export const packingList = (patch: Partial<PackingList> = {}): PackingList => ({
  storeName: 'Koperasi SK Taman Melati',
  schoolName: 'SK Taman Melati',
  classes: [
    {
      className: '5 Bestari',
      totals: [
        { name: 'Exercise book', label: 'A4', sku: 'EB-A4', quantity: 5 },
        { name: 'School tie', label: '', sku: 'TIE-01', quantity: 2 },
      ],
      students: [
        { studentName: 'Adam Haris', orderNumber: 'RK2612010001', items: [{ name: 'Exercise book', label: 'A4', sku: 'EB-A4', quantity: 3 }] },
        {
          studentName: 'Nur Aisyah',
          orderNumber: 'RK2612010002',
          items: [
            { name: 'Exercise book', label: 'A4', sku: 'EB-A4', quantity: 2 },
            { name: 'School tie', label: '', sku: 'TIE-01', quantity: 2 },
          ],
        },
      ],
    },
  ],
  ...patch,
});

/** An e-koop order's record: paid, waiting to be collected at the school, bought by the parent. */
export const ekoopOrder = (patch: Partial<Order> = {}): Order =>
  order({
    id: 81,
    number: 'RK2612010001',
    invoiceNumber: 'INV-RK2612010001',
    status: 'to_ship',
    flowLabel: 'Shipping',
    paymentMethod: 'billplz',
    paymentStatus: 'paid',
    shipmentType: 'pickup',
    address: null,
    receiver: 'Aina Ali',
    canApprove: false,
    canCancel: false,
    canPickup: true,
    store: {
      id: 3,
      name: 'Koperasi SK Taman Melati',
      program: 'ekoop',
      customerName: 'Haris Rahman',
      customerPhone: '+60 12-345 6789',
      customerEmail: 'haris@example.com',
      schoolName: 'SK Taman Melati',
      studentName: 'Adam Haris',
      className: '5 Bestari',
    },
    ...patch,
  });
