import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/Card';
import { LinkButton } from '@/components/LinkButton';

/**
 * One figure: its label, the value (money may wrap, never spill sideways on a phone) and an optional
 * line below. With `to` the whole card is the link to the screen behind the figure.
 */
export function Stat({ label, value, hint, to, testId }: { label: string; value: string; hint?: ReactNode; to?: string | null; testId: string }) {
  const body = (
    <>
      <p className="text-xs font-medium tracking-wide break-words text-slate-500 uppercase">{label}</p>
      <p className="mt-1 text-lg font-bold wrap-anywhere text-slate-900 tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </p>
      {hint && <div className="mt-1 text-xs break-words text-slate-600">{hint}</div>}
    </>
  );
  const box = 'block h-full min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
  return to ? (
    <Link
      to={to}
      className={`${box} min-h-11 transition hover:ring-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
      data-testid={testId}
    >
      {body}
    </Link>
  ) : (
    <div className={box} data-testid={testId}>
      {body}
    </div>
  );
}

/** This month against last: ▲ or ▼ and the whole percent (nothing when there was nothing to compare with). */
export function Change({ percent, testId }: { percent: number | null; testId: string }) {
  const { t } = useTranslation();
  if (percent === null) return null;
  const amount = Math.abs(percent);
  const [arrow, colour, spoken] =
    percent > 0
      ? ['▲', 'text-emerald-700', t('dashboard.change.up', { percent: amount })]
      : percent < 0
        ? ['▼', 'text-red-700', t('dashboard.change.down', { percent: amount })]
        : ['', 'text-slate-600', t('dashboard.change.same')];
  return (
    <p className={`font-semibold ${colour}`} data-testid={testId}>
      {arrow ? (
        <>
          <span aria-hidden="true">
            {arrow} {t('dashboard.change.percent', { percent: amount })} <span className="font-normal text-slate-600">{t('dashboard.change.vsLastMonth')}</span>
          </span>
          <span className="sr-only">{spoken}</span>
        </>
      ) : (
        spoken
      )}
    </p>
  );
}

/** A block of the dashboard with its title and, when the viewer may open it, a link to the screen behind it. */
export function Block({ title, to, linkText, children, testId, className = '' }: { title: string; to?: string | null; linkText?: string; children: ReactNode; testId: string; className?: string }) {
  return (
    <Card
      title={title}
      className={`min-w-0 !p-4 ${className}`}
      data-testid={testId}
      actions={
        to && linkText ? (
          <LinkButton to={to} variant="ghost" className="-my-2 -mr-2 shrink-0 !px-3" data-testid={`${testId}-link`}>
            {linkText}
          </LinkButton>
        ) : undefined
      }
    >
      {children}
    </Card>
  );
}
