/** The e-koop list read the way the co-op works: school → class → student. */
import type { EkoopClass, EkoopOrder, PackingItem, PackingStudent } from '../api/types';

export interface ClassGroup {
  className: string;
  rows: EkoopOrder[];
}

export interface SchoolGroup {
  storeId: number;
  schoolName: string;
  storeName: string;
  classes: ClassGroup[];
}

/** "Year 2" before "Year 10", case and accents aside. */
export const byName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/** The rows grouped by school (store), then class, each class's orders by student (newest order first for the same student). */
export function groupOrders(rows: readonly EkoopOrder[]): SchoolGroup[] {
  const sorted = [...rows].sort(
    (a, b) => byName(a.schoolName, b.schoolName) || a.storeId - b.storeId || byName(a.className, b.className) || byName(a.studentName, b.studentName) || b.id - a.id,
  );
  const schools: SchoolGroup[] = [];
  for (const r of sorted) {
    let school = schools[schools.length - 1];
    if (!school || school.storeId !== r.storeId) {
      school = { storeId: r.storeId, schoolName: r.schoolName, storeName: r.storeName, classes: [] };
      schools.push(school);
    }
    let cls = school.classes[school.classes.length - 1];
    if (!cls || cls.className !== r.className) {
      cls = { className: r.className, rows: [] };
      school.classes.push(cls);
    }
    cls.rows.push(r);
  }
  return schools;
}

/** The schools (stores) among the classes, by name: the school filter's choices. */
export function schoolsOf(classes: readonly EkoopClass[]): { storeId: number; schoolName: string }[] {
  const seen = new Map<number, string>();
  for (const c of classes) if (!seen.has(c.storeId)) seen.set(c.storeId, c.schoolName);
  return [...seen].map(([storeId, schoolName]) => ({ storeId, schoolName })).sort((a, b) => byName(a.schoolName, b.schoolName));
}

/** The class of a store in the filter's list (its waiting orders), if it is there. */
export function findClass(classes: readonly EkoopClass[], storeId: number, className: string): EkoopClass | undefined {
  return classes.find((c) => c.storeId === storeId && c.className === className);
}

/** All units of a list of packing items. */
export const unitsOf = (items: readonly PackingItem[]) => items.reduce((sum, i) => sum + i.quantity, 0);

/** A class's units: its students' items added up (the same as its totals per product, when the server's figures agree). */
export const classUnits = (students: readonly PackingStudent[]) => students.reduce((sum, s) => sum + unitsOf(s.items), 0);
