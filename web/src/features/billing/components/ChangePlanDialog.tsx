import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FieldError, FormMessage } from '@/components/FieldError';
import { ApiError } from '@/lib/api';
import { failureText } from '@/lib/form';
import { changePlan, usePreview } from '../api/billing';
import type { BillingPeriod, Plan, SubscriptionOverview } from '../api/types';
import { decimalAbs, decimalSign, priceOf } from '../logic/display';
import { useBillingTexts } from './use-billing-texts';

type FieldErrors = { planId?: string; period?: string; form?: string };

/** A refusal's messages on their fields (planId, period), anything else for the form. */
function placeErrors(err: unknown): FieldErrors {
  if (err instanceof ApiError && err.errors) {
    const { planId, period } = err.errors as Record<string, string | undefined>;
    if (planId || period) return { planId, period };
  }
  return { form: failureText(err) };
}

/**
 * The change of plan asked before it is made: the new price, the proration line it adds to the next
 * invoice (GET change-plan/preview) and the day it takes effect; Confirm changes it (POST change-plan).
 * The server's refusals show on the plan or the period they concern.
 */
export function ChangePlanDialog({
  plan,
  period,
  currentPeriod,
  onClose,
  onChanged,
}: {
  plan: Plan | null;
  period: BillingPeriod;
  currentPeriod: BillingPeriod;
  onClose: () => void;
  onChanged: (overview: SubscriptionOverview) => void;
}) {
  const { t } = useTranslation();
  const text = useBillingTexts();
  const preview = usePreview(plan ? { planId: plan.id, period } : null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const previewErrors = preview.error ? placeErrors(preview.error) : {};
  const shown = { ...previewErrors, ...errors };

  const confirm = async () => {
    if (!plan) return;
    setBusy(true);
    setErrors({});
    try {
      onChanged(await changePlan({ planId: plan.id, period }));
    } catch (err) {
      setErrors(placeErrors(err));
      setBusy(false);
    }
  };

  const p = preview.data;
  const sign = p ? decimalSign(p.amount) : 0;
  return (
    <Dialog
      open={plan !== null}
      wide
      title={plan ? t('billing.change.title', { plan: plan.name }) : ''}
      onClose={busy ? undefined : onClose}
      testId="change-plan-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-testid="change-cancel">
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={!p} data-testid="change-confirm">
            {t('billing.change.confirm')}
          </Button>
        </>
      }
    >
      {plan && (
        <div className="space-y-4">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-xs font-medium text-slate-500">{t('billing.change.newPlan')}</dt>
              <dd className="mt-0.5 font-semibold break-words text-slate-900" data-testid="change-plan-name">
                {plan.name}
              </dd>
              <FieldError message={shown.planId} />
            </div>
            <div className="min-w-0">
              <dt className="text-xs font-medium text-slate-500">{t('billing.change.newPrice')}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums" data-testid="change-price">
                {text.price(priceOf(plan, period), plan.currency, period)}
              </dd>
              <FieldError message={shown.period} />
            </div>
          </dl>
          {period !== currentPeriod && (
            <FormMessage kind="info" testId="change-period-note">
              {t('billing.change.periodAtRenewal', { period: text.period(period).toLowerCase() })}
            </FormMessage>
          )}
          <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" aria-live="polite" data-testid="change-preview">
            {p ? (
              <>
                <p className="text-xs font-medium text-slate-500">{t('billing.change.proration')}</p>
                <p className={`mt-0.5 text-xl font-bold tabular-nums ${sign < 0 ? 'text-emerald-700' : 'text-slate-900'}`} data-testid="change-amount" data-sign={sign}>
                  {sign < 0 ? `−${text.money(decimalAbs(p.amount), plan.currency)}` : text.money(p.amount, plan.currency)}
                </p>
                <p className="mt-1 text-sm text-slate-700" data-testid="change-amount-text">
                  {sign > 0 ? t('billing.change.charge') : sign < 0 ? t('billing.change.credit') : t('billing.change.noCharge')}
                </p>
                {p.description && (
                  <p className="mt-1 text-xs break-words text-slate-500" data-testid="change-description">
                    {p.description}
                  </p>
                )}
                <p className="mt-2 text-sm text-slate-700" data-testid="change-effective">
                  {t('billing.change.effectiveOn', { date: text.date(p.effectiveOn) })}
                </p>
              </>
            ) : preview.error ? (
              !shown.planId && !shown.period && <FormMessage testId="change-preview-error">{previewErrors.form}</FormMessage>
            ) : (
              <div role="status" aria-label={t('common.loading')} className="animate-pulse space-y-2" data-testid="change-preview-loading">
                <div className="h-3 w-24 rounded bg-slate-200" />
                <div className="h-6 w-32 rounded bg-slate-200" />
                <div className="h-3 w-2/3 rounded bg-slate-200" />
              </div>
            )}
          </div>
          {errors.form && <FormMessage testId="change-error">{errors.form}</FormMessage>}
        </div>
      )}
    </Dialog>
  );
}
