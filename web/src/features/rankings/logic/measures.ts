/** The six rankings (docs/api-reports.md § Score ranking), in the order the screens offer them. */

export type Measure = 'ps' | 'gs' | 'tpgs' | 'team' | 'commission' | 'recruitment';

export const MEASURES: readonly Measure[] = ['ps', 'gs', 'tpgs', 'team', 'commission', 'recruitment'];

/** The ranking shown when the address names none. */
export const DEFAULT_MEASURE: Measure = 'ps';

export function isMeasure(value: unknown): value is Measure {
  return typeof value === 'string' && (MEASURES as readonly string[]).includes(value);
}

/** The `measure` of the address, else the first ranking. */
export const readMeasure = (raw: string | null | undefined): Measure => (isMeasure(raw) ? raw : DEFAULT_MEASURE);

/** Team size and recruits are counts; the other four are money. */
export const isCountMeasure = (measure: string): measure is 'team' | 'recruitment' => measure === 'team' || measure === 'recruitment';
