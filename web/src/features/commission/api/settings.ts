/**
 * The plan's settings (docs/api-commissions.md § The plan's settings): whether an override passes up past
 * an upline who does not earn (compression), the smallest payout and s.107D withholding (docs/api-tax.md
 * § Withholding: the threshold of last year's payouts and the rate, 0 off). The HQ side reads them; HQ saves.
 */
import useSWR from 'swr';
import { api } from '@/lib/api';
import type { CommissionSettings, CommissionSettingsInput } from './types';

export const SETTINGS_API = '/api/setup/commission-settings';

export const useCommissionSettings = () => useSWR<CommissionSettings>(SETTINGS_API);

/** Saves the settings (HQ only; 422 naming the field; a withholding setting left out is unchanged) → the settings as stored. */
export const saveCommissionSettings = (input: CommissionSettingsInput) => api.post<CommissionSettings>('/api/setup/commission-settings/store', input);
