import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import type { AgentStore } from '../api/types';
import { storeUrl, whatsappShareHref } from '../logic/programs';

type Said = 'idle' | 'copied' | 'manual';

/**
 * The storefront's public address with Copy, Share (the phone's share sheet, where the browser has one)
 * and a WhatsApp message. Only an active store has a storefront: before that the link is shown with a
 * note and is not offered for sharing.
 */
export function StoreLinkCard({ store }: { store: AgentStore }) {
  const { t } = useTranslation();
  const url = storeUrl(window.location.origin, store.path);
  const [said, setSaid] = useState<Said>('idle');
  const textRef = useRef<HTMLParagraphElement>(null);
  const active = store.status === 'active';
  const message = t('stores.link.message', { name: store.name, url });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onCopy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setSaid('copied');
    } catch {
      // No clipboard (old browser, no permission): select the link so it can be copied by hand.
      const el = textRef.current;
      const selection = window.getSelection?.();
      if (el && selection) selection.selectAllChildren(el);
      setSaid('manual');
    }
  };

  const onShare = async () => {
    try {
      await navigator.share({ title: store.name, text: store.tagline ?? store.name, url });
    } catch {
      // Closed by the user, or refused: nothing to say.
    }
  };

  return (
    <Card title={t('stores.link.title')} data-testid="store-link-card">
      <p ref={textRef} className="rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium break-all text-slate-900 select-all" data-testid="store-link">
        {url}
      </p>
      {!active && (
        <p className="mt-2 text-sm text-slate-600" data-testid="store-link-inactive">
          {t('stores.link.inactive')}
        </p>
      )}
      <div className="mt-3 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:flex sm:flex-wrap">
        <Button variant="secondary" onClick={() => void onCopy()} data-testid="store-link-copy">
          {t('stores.link.copy')}
        </Button>
        {active && canShare && (
          <Button variant="secondary" onClick={() => void onShare()} data-testid="store-link-share">
            {t('stores.link.share')}
          </Button>
        )}
        {active && (
          <a
            href={whatsappShareHref(message)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-600 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
            data-testid="store-link-whatsapp"
          >
            {t('stores.link.whatsapp')}
            <span className="sr-only"> ({t('common.openInNewTab')})</span>
          </a>
        )}
        {active && (
          <a
            href={store.path}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-primary hover:bg-primary/10"
            data-testid="store-link-open"
          >
            {t('stores.link.open')}
            <span className="sr-only"> ({t('common.openInNewTab')})</span>
          </a>
        )}
      </div>
      <p role="status" className="mt-1 min-h-4 text-xs text-slate-600" data-testid="store-link-status">
        {said === 'copied' ? t('stores.link.copied') : said === 'manual' ? t('stores.link.copyManual') : ''}
      </p>
    </Card>
  );
}
