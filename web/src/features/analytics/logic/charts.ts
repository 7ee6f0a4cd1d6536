/**
 * The five charts of /analytics (docs/api-reports.md, "Analytics"): what each one asks for and how it is
 * drawn, the age bands the server sends, and the small rules the cards follow.
 */

export const CHARTS = ['sales', 'category', 'product', 'state', 'age'] as const;
export type ChartName = (typeof CHARTS)[number];

/** How a chart is drawn: over time (a line), ranked horizontal bars, or columns in the server's order. */
export type ChartShape = 'time' | 'bars' | 'columns';

export const CHART_SHAPES: Record<ChartName, ChartShape> = {
  sales: 'time',
  category: 'bars',
  product: 'bars',
  state: 'bars',
  age: 'columns',
};

export const chartPath = (chart: ChartName) => `/api/analytic/${chart}`;

/** The buyer's age at the range's end: always all seven, in this order (`unknown`: no birth date). */
export const AGE_BANDS = ['under-25', '25-34', '35-44', '45-54', '55-64', '65+', 'unknown'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const isAgeBand = (label: string | null): label is AgeBand => (AGE_BANDS as readonly string[]).includes(label ?? '');

/** What a point's label is: `bucket` of the answer (day, month, category, product, state or age). */
export type Bucket = 'day' | 'month' | 'category' | 'product' | 'state' | 'age';

const BUCKETS: readonly string[] = ['day', 'month', 'category', 'product', 'state', 'age'];

/** The answer's bucket; an unknown one (a newer server) is read as the chart's own kind of label. */
export function bucketOf(chart: ChartName, bucket: string): Bucket {
  if (BUCKETS.includes(bucket)) return bucket as Bucket;
  return chart === 'sales' ? 'day' : chart;
}

const ZERO = /^[+-]?0*(\.0*)?$/;

/** Whether a decimal string is zero ('0.00', '-0', '0'), without float arithmetic. */
export const isZero = (amount: string) => ZERO.test(amount.trim());

/** Nothing sold in the range: no points, or only empty ones (the sales and age charts always send every bucket). */
export const isEmptyChart = (points: readonly { amount: string; units: number; orders: number }[]) =>
  points.every((p) => isZero(p.amount) && p.units === 0 && p.orders === 0);

/**
 * The units and orders of a chart's total row. Units add up in every chart (a line is in one category,
 * product, state, age band, day); orders only where each order is in one point: an order with goods of
 * two categories or products counts in both, so those charts have no orders total (null).
 */
export function totalsOf(chart: ChartName, points: readonly { units: number; orders: number }[]): { units: number; orders: number | null } {
  const units = points.reduce((sum, p) => sum + p.units, 0);
  const additive = chart !== 'category' && chart !== 'product';
  return { units, orders: additive ? points.reduce((sum, p) => sum + p.orders, 0) : null };
}

/**
 * The height in pixels a chart is drawn at: a fixed one for the line and the columns, one bar's room per
 * point for the horizontal bars (so ten products stay readable on a phone).
 */
export function chartHeight(shape: ChartShape, points: number): number {
  if (shape === 'bars') return Math.max(160, 44 + points * 36);
  return 260;
}

/**
 * The chart's value for an amount. Money is a decimal string everywhere else; only the drawing needs a
 * number (the bar's length), never a figure shown: the table and the tooltip format the string itself.
 */
export function plotValue(amount: string): number {
  const n = Number(amount);
  return Number.isFinite(n) ? n : 0;
}
