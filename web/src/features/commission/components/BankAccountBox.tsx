import type { BankAccount } from '../api/types';

/** The bank account a payout goes to. */
export function BankAccountBox({ bank }: { bank: BankAccount }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200" data-testid="payout-bank-account">
      <p className="font-semibold break-words text-slate-900">{bank.bankName}</p>
      <p className="font-mono break-all text-slate-800">{bank.accountNumber}</p>
      <p className="break-words text-slate-600">{bank.accountName}</p>
    </div>
  );
}
