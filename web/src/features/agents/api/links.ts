/** Recruitment links (leader side) and registration through a link (public). */
import useSWR from 'swr';
import { api, buildUrl } from '@/lib/api';
import type { LinkIds } from '../logic/links';
import type { RecruitLink, RegistrationLink, SelfRegisterInput } from './types';

/** GET /api/user/recruit-links: the tiers the viewer may recruit into, each with its link. */
export const useRecruitLinks = () => useSWR<RecruitLink[]>('/api/user/recruit-links', { revalidateOnFocus: false });

/** GET /api/user/registration-link (no sign-in): who recruits into which tier; 404 when the link is not valid. */
export function useRegistrationLink(ids: LinkIds | null) {
  const key = ids ? buildUrl('/api/user/registration-link', { leaderId: ids.leaderId, tierId: ids.tierId, companyId: ids.companyId }) : null;
  return useSWR<RegistrationLink>(key, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** POST /api/user/self-register → where the 6-digit code was sent. */
export const selfRegister = (body: SelfRegisterInput) => api.post<{ email: string }>('/api/user/self-register', body);
