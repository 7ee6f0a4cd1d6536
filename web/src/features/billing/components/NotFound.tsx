import { Icon } from '@/components/Icon';
import { LinkButton } from '@/components/LinkButton';

/** A friendly "we could not find it" with a way back (not the error page); its heading is the page's title. */
export function NotFound({ title, text, back, backLabel, testId = 'billing-not-found' }: { title: string; text: string; back: string; backLabel: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-white px-4 py-10 text-center shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="card" className="h-7 w-7" />
      </span>
      <h1 className="mt-4 text-lg font-semibold text-slate-900" data-testid="page-title">
        {title}
      </h1>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">{text}</p>
      <LinkButton variant="primary" className="mt-5" to={back} data-testid="not-found-back">
        {backLabel}
      </LinkButton>
    </div>
  );
}
