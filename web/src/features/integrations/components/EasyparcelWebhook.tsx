import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';

type Said = 'idle' | 'copied' | 'manual';

/**
 * The address a provider sends tracking updates to (EasyParcel's developer hub by default, or Delyva's
 * webhook subscription with `title`): the company's own address and the account's webhook path, its
 * secret token included, with Copy; without a clipboard the address is
 * selected so it can be copied by hand.
 */
export function EasyparcelWebhook({ path, title }: { path: string; title?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const url = `${window.location.origin}${path}`;
  const [said, setSaid] = useState<Said>('idle');
  const textRef = useRef<HTMLParagraphElement>(null);

  const onCopy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setSaid('copied');
    } catch {
      const el = textRef.current;
      const selection = window.getSelection?.();
      if (el && selection) selection.selectAllChildren(el);
      setSaid('manual');
    }
  };

  return (
    <section className="min-w-0" aria-labelledby={titleId} data-testid="easyparcel-webhook">
      <h4 id={titleId} className="text-xs text-slate-500">
        {title ?? t('integrations.easyparcel.webhook.title')}
      </h4>
      <div className="mt-1 flex min-w-0 flex-wrap items-center gap-2">
        <p ref={textRef} className="min-w-0 flex-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs leading-5 break-all text-slate-900 select-all" data-testid="easyparcel-webhook-url">
          {url}
        </p>
        <Button variant="secondary" onClick={() => void onCopy()} aria-label={t('integrations.easyparcel.webhook.copyLabel')} data-testid="easyparcel-webhook-copy">
          {t('integrations.easyparcel.webhook.copy')}
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-4 text-xs text-slate-600" data-testid="easyparcel-webhook-status">
        {said === 'copied' ? t('integrations.easyparcel.webhook.copied') : said === 'manual' ? t('integrations.easyparcel.webhook.manual') : ''}
      </p>
    </section>
  );
}
