import { Link } from 'react-router';
import type { CommissionKindSum } from '../api/types';
import { orderByKind } from '../logic/kinds';
import { useCommissionTexts } from './use-commission-texts';

/** One card per kind: its name, amount and number of entries; a link to its entries where `hrefOf` gives one. */
export function KindCards({ byKind, hrefOf }: { byKind: readonly CommissionKindSum[]; hrefOf?: (k: CommissionKindSum) => string | undefined }) {
  const text = useCommissionTexts();
  const body = (k: CommissionKindSum) => (
    <>
      <span className="block text-sm font-medium text-slate-700" data-testid="kind-name">
        {text.kind(k.kind)}
      </span>
      <span className="mt-1 block text-xl font-bold break-all text-slate-900 tabular-nums" data-testid="kind-amount">
        {text.money(k.amount)}
      </span>
      <span className="mt-1 block text-xs text-slate-500" data-testid="kind-entries">
        {text.entries(k.entries)}
      </span>
    </>
  );
  const box = 'block h-full min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
  return (
    <ul className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="kind-cards">
      {orderByKind(byKind).map((k) => {
        const href = hrefOf?.(k);
        return (
          <li key={k.kind} data-testid="kind-card" data-kind={k.kind}>
            {href ? (
              <Link to={href} className={`${box} transition hover:ring-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}>
                {body(k)}
              </Link>
            ) : (
              <div className={box}>{body(k)}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
