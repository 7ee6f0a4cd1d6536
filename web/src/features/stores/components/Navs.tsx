import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LinkButton } from '@/components/LinkButton';
import type { StoreProgram } from '../api/types';
import { programPath, STORE_PROGRAMS, type StoreSection } from '../logic/programs';

const pill = (active: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 ${active ? 'bg-primary text-white ring-primary' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`;

/** HQ's way between the three programs (the same screen of each) and a program's screens. */
export function HqProgramNav({ program, section }: { program: StoreProgram; section: Exclude<StoreSection, 'setup'> }) {
  const { t } = useTranslation();
  const sections: { id: Exclude<StoreSection, 'setup'>; label: string }[] = [
    { id: 'account', label: t('stores.hq.nav.stores') },
    { id: 'store-summary', label: t('stores.hq.nav.summary') },
    { id: 'register', label: t('stores.hq.nav.settings') },
  ];
  return (
    <div className="mb-4 space-y-2" data-testid="hq-program-nav">
      <nav aria-label={t('stores.hq.nav.programs')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        {STORE_PROGRAMS.map((p) => (
          <NavLink key={p} to={programPath(p, section)} className={pill(p === program)} aria-current={p === program ? 'page' : undefined} data-testid={`hq-program-${p}`}>
            {t(`stores.program.${p}.short`)}
          </NavLink>
        ))}
      </nav>
      <nav aria-label={t('stores.hq.nav.sections')} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
        {sections.map((s) => (
          <Link
            key={s.id}
            to={programPath(program, s.id)}
            aria-current={s.id === section ? 'page' : undefined}
            className={`inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap ${s.id === section ? 'border-primary text-primary' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            data-testid={`hq-section-${s.id}`}
          >
            {s.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** The way back to the agent's store page. */
export function BackToStore({ program }: { program: StoreProgram }) {
  const { t } = useTranslation();
  return (
    <LinkButton variant="ghost" className="-ml-4 mb-2" to={programPath(program, 'account')} data-testid="store-back">
      <span aria-hidden="true">←</span>
      {t('stores.backToStore')}
    </LinkButton>
  );
}
