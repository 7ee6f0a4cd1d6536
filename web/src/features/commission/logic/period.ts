/** Periods are Kuala Lumpur months written `YYYY-MM` (docs/api-commissions.md); the helpers are shared with the reports. */
export { isPeriod, periodChoices, periodLabel, readPeriod, recentPeriods, thisPeriod } from '@/lib/period';
