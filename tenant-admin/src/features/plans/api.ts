import useSWR from 'swr';
import { post } from '@/lib/api';
import type { Plan, PlanInput } from './types';

export const plansKey = '/api/vendor/plans';

/** Every plan, active or not. */
export function usePlans() {
  return useSWR<Plan[]>(plansKey);
}

export function createPlan(input: PlanInput): Promise<Plan> {
  return post<Plan>(plansKey, input);
}

export function updatePlan(id: number, input: PlanInput): Promise<Plan> {
  return post<Plan>(`${plansKey}/${id}`, input);
}
