import useSWR from 'swr';
import { post } from '@/lib/api';
import type { BillingRunResult, BillingSettings, VendorBillingSummary } from './types';

export const summaryKey = '/api/vendor/billing/summary';
export const settingsKey = '/api/vendor/billing/settings';

export function useBillingSummary() {
  return useSWR<VendorBillingSummary>(summaryKey);
}

/** Runs today's billing now (what the daily job does; running it twice does nothing more). */
export function runBilling(): Promise<BillingRunResult> {
  return post<BillingRunResult>('/api/vendor/billing/run');
}

export function useBillingSettings() {
  return useSWR<BillingSettings>(settingsKey);
}

export function saveBillingSettings(input: BillingSettings): Promise<BillingSettings> {
  return post<BillingSettings>(settingsKey, input);
}
