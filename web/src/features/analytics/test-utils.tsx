/** The analytics screen uses the shared screen-test helpers, plus the contract's answers and the lists the filters read. */
import type { AnalyticChart, AnalyticPoint } from './api/types';
import { AGE_BANDS } from './logic/charts';
import { ok, type Answer, type Handler } from '@/test-utils';

export * from '@/test-utils';

export const point = (label: string | null, amount: string, units: number, orders: number): AnalyticPoint => ({ label, amount, units, orders });

const sum = (points: AnalyticPoint[]) => (points.reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0) / 100).toFixed(2);

/** A chart answer over November 1–24, 2026, its total the points summed (as the server does). */
export const chart = (bucket: string, points: AnalyticPoint[], patch: Partial<AnalyticChart> = {}): AnalyticChart => ({
  from: '2026-11-01',
  to: '2026-11-24',
  bucket,
  points,
  total: sum(points),
  ...patch,
});

/** The five charts as the contract draws them. */
export const CHART_ANSWERS: Record<string, AnalyticChart> = {
  sales: chart('day', [point('2026-11-01', '0.00', 0, 0), point('2026-11-02', '150.00', 3, 1), point('2026-11-03', '1234.50', 12, 4)]),
  category: chart('category', [point('Skincare', '1000.00', 10, 4), point('Supplements', '384.50', 5, 3)]),
  product: chart('product', [point('Serum 30ml', '900.00', 9, 3), point('Vitamin C', '484.50', 6, 4)]),
  state: chart('state', [point('14', '1200.00', 12, 3), point(null, '184.50', 3, 2)]),
  age: chart('age', AGE_BANDS.map((band) => (band === '25-34' ? point(band, '1000.00', 10, 3) : band === 'unknown' ? point(band, '384.50', 5, 2) : point(band, '0.00', 0, 0)))),
};

export const BRANCHES = [
  { id: 1, name: 'HQ Kuala Lumpur', code: 'KL', addressLine1: '', addressLine2: '', postcode: '', city: '', state: '14', phoneCode: '+60', phone: '', isMain: true },
  { id: 2, name: 'Penang', code: 'PG', addressLine1: '', addressLine2: '', postcode: '', city: '', state: '07', phoneCode: '+60', phone: '', isMain: false },
];
export const TIERS = [
  { level_id: 3, levelName: 'Silver', rankNumber: 3 },
  { level_id: 2, levelName: 'Gold', rankNumber: 2 },
];
export const STATES = [
  { code: '14', name: 'W.P. Kuala Lumpur' },
  { code: '07', name: 'Pulau Pinang' },
];

/** The lists the filters read (branches, tiers, states); anything else goes to `more`. */
export const withLists =
  (more: Handler): Handler =>
  (method, url, body): Answer | undefined => {
    if (url.pathname === '/api/setup/company-store') return ok(BRANCHES);
    if (url.pathname === '/api/setup/tier') return ok(TIERS);
    if (url.pathname === '/api/attribute/state') return ok(STATES);
    return more(method, url, body);
  };
