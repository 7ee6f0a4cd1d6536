/** Small shared pieces of the agent screens. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PathStep } from '../api/types';

/** "No data" in a list's place. */
export function Empty({ children, testId = 'agents-empty' }: { children: ReactNode; testId?: string }) {
  return (
    <p className="rounded-xl bg-white px-4 py-10 text-center text-sm text-slate-500 ring-1 ring-slate-200" data-testid={testId}>
      {children}
    </p>
  );
}

/** A path of agents as breadcrumbs; each step may be a link or a button. */
export function Breadcrumbs({
  label,
  steps,
  first,
  hrefOf,
  onPick,
  testId = 'breadcrumbs',
}: {
  label: string;
  steps: readonly PathStep[];
  /** A leading crumb (e.g. HQ / the top of the network). */
  first?: { label: string; onPick?: () => void };
  hrefOf?: (step: PathStep) => string;
  onPick?: (step: PathStep) => void;
  testId?: string;
}) {
  const crumb = 'inline-flex min-h-9 max-w-48 items-center truncate rounded px-1 text-primary hover:underline';
  const items: ReactNode[] = [];
  if (first) {
    items.push(
      first.onPick ? (
        <button type="button" className={crumb} onClick={first.onPick}>
          {first.label}
        </button>
      ) : (
        <span className="px-1 text-slate-600">{first.label}</span>
      ),
    );
  }
  steps.forEach((s, i) => {
    const last = i === steps.length - 1;
    if (last) items.push(<span className="max-w-48 truncate px-1 font-semibold text-slate-900" aria-current="location">{s.name}</span>);
    else if (hrefOf) items.push(<Link className={crumb} to={hrefOf(s)}>{s.name}</Link>);
    else if (onPick) items.push(<button type="button" className={crumb} onClick={() => onPick(s)}>{s.name}</button>);
    else items.push(<span className="max-w-48 truncate px-1 text-slate-700">{s.name}</span>);
  });
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} data-testid={testId}>
      <ol className="flex flex-wrap items-center gap-y-1 text-sm">
        {items.map((item, i) => (
          <li key={i} className="flex min-w-0 items-center">
            {i > 0 && <span aria-hidden="true" className="px-0.5 text-slate-400">›</span>}
            {item}
          </li>
        ))}
      </ol>
    </nav>
  );
}
