import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isHqSide } from '@/lib/access';
import { useCurrentUser } from '@/lib/current-user';
import { historyPath, readPositive } from '../logic/paths';

/**
 * A history page's address: its page and, for the HQ side, the agent shown (an agent always reads their
 * own, so an `agentId` in their address is ignored). Each history has two addresses: the one opened stays.
 */
export function useHistoryAddress() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hq = isHqSide(user);
  const page = readPositive(params.get('page')) ?? 1;
  const agentId = hq ? (readPositive(params.get('agentId')) ?? undefined) : undefined;
  const go = (next: { page?: number; agentId?: number }) => navigate(historyPath(pathname, next), { replace: true });
  return {
    hq,
    page,
    agentId,
    setPage: (p: number) => go({ page: p, agentId }),
    /** A new agent starts at the first page. */
    setAgent: (id: number | undefined) => go({ agentId: id }),
  };
}
