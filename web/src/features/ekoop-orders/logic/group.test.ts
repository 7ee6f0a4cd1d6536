import { describe, expect, it } from 'vitest';
import { klass, row } from '../test-utils';
import { classUnits, groupOrders, schoolsOf, unitsOf } from './group';

describe('school → class → student', () => {
  it('groups by school, then class (Year 2 before Year 10), then student', () => {
    const groups = groupOrders([
      row({ id: 1, className: 'Year 10', studentName: 'Badrul' }),
      row({ id: 2, storeId: 4, schoolName: 'SK Bukit Indah', className: 'Year 1', studentName: 'Ali' }),
      row({ id: 3, className: 'Year 2', studentName: 'Zara' }),
      row({ id: 4, className: 'Year 2', studentName: 'aiman' }),
    ]);
    expect(groups.map((g) => g.schoolName)).toEqual(['SK Bukit Indah', 'SK Taman Melati']);
    expect(groups[1].classes.map((c) => c.className)).toEqual(['Year 2', 'Year 10']);
    expect(groups[1].classes[0].rows.map((r) => r.studentName)).toEqual(['aiman', 'Zara']);
  });

  it('lists each school once for the filter', () => {
    expect(schoolsOf([klass(), klass({ className: '6 Cerdik' }), klass({ storeId: 4, schoolName: 'SK Bukit Indah' })])).toEqual([
      { storeId: 4, schoolName: 'SK Bukit Indah' },
      { storeId: 3, schoolName: 'SK Taman Melati' },
    ]);
  });

  it("adds up a class's units from its students' items", () => {
    const item = (quantity: number) => ({ name: 'Book', label: '', sku: 'B', quantity });
    expect(unitsOf([item(2), item(3)])).toBe(5);
    expect(classUnits([{ studentName: 'A', orderNumber: '1', items: [item(2)] }, { studentName: 'B', orderNumber: '2', items: [item(1), item(4)] }])).toBe(7);
    expect(classUnits([])).toBe(0);
  });
});
