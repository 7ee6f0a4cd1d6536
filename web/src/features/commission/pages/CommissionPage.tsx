import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { AgentCommission } from '../components/AgentCommission';
import { AgentPayouts } from '../components/AgentPayouts';
import { CompanyCommission } from '../components/CompanyCommission';
import { readPeriod } from '../logic/period';
import { readPositive } from '../logic/query';
import { isHqSide } from '../logic/viewer';

/**
 * /commission[?period=YYYY-MM][&agentId=]: an agent's month by kind (this month when no period), and below
 * it their balance and payouts. The HQ side without `agentId` sees the company's month and its top
 * earners; with it, that agent's month.
 */
export function CommissionPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const agentId = readPositive(params.get('agentId'));
  const hq = isHqSide(user);
  if (hq && agentId === undefined) return <CompanyCommission period={period} />;
  const own = !hq && (agentId === undefined || agentId === user.id);
  return (
    <>
      <AgentCommission period={period} agentId={agentId} hq={hq} />
      {own && <AgentPayouts />}
    </>
  );
}
