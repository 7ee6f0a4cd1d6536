/** The bulk tracking CSV (POST /api/orders/bulk-tracking): header `order,tracking`, one order per row. */

export const TRACKING_HEADER = ['order', 'tracking'] as const;
export const TRACKING_TEMPLATE_NAME = 'tracking-numbers.csv';

/** One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The template: the header and example rows (order number, tracking number), CRLF line ends. */
export function trackingTemplate(rows: readonly (readonly [string, string])[] = [['RK2611230001', 'JT1234567890']]): string {
  return [TRACKING_HEADER, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Only .csv files (or text/csv) go to the server. */
export function looksLikeCsv(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}
