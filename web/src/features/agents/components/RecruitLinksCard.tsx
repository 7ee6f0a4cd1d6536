import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Spinner } from '@/components/Spinner';
import { useRecruitLinks } from '../api/links';
import type { RecruitLink } from '../api/types';
import { shareUrl } from '../logic/links';
import { QrImage } from './QrImage';

type Copy = 'idle' | 'copied' | 'manual';

function LinkItem({ link }: { link: RecruitLink }) {
  const { t } = useTranslation();
  const url = shareUrl(link, window.location.origin);
  const [copy, setCopy] = useState<Copy>('idle');
  const [showQr, setShowQr] = useState(false);
  const textRef = useRef<HTMLParagraphElement>(null);
  const qrId = `recruit-qr-${link.tierId}`;

  const onCopy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (old browser, no permission): select the link so it can be copied by hand.
      const el = textRef.current;
      const selection = window.getSelection?.();
      if (el && selection) selection.selectAllChildren(el);
      setCopy('manual');
    }
  };

  return (
    <li className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="recruit-item">
      <p className="text-sm font-semibold text-slate-900">{t('agents.recruit.asTier', { tier: link.tierName })}</p>
      <p ref={textRef} className="mt-1 text-xs break-all text-slate-600 select-all" data-testid="recruit-link">
        {url}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void onCopy()} aria-label={t('agents.recruit.copyFor', { tier: link.tierName })} data-testid="recruit-copy">
          {t('agents.recruit.copy')}
        </Button>
        <Button variant="ghost" aria-expanded={showQr} aria-controls={qrId} onClick={() => setShowQr((v) => !v)} data-testid="recruit-qr-toggle">
          {showQr ? t('agents.recruit.hideQr') : t('agents.recruit.showQr')}
        </Button>
      </div>
      <p role="status" className="mt-1 text-xs text-slate-600" data-testid="recruit-copy-status">
        {copy === 'copied' ? t('agents.recruit.copied') : copy === 'manual' ? t('agents.recruit.copyManual') : ''}
      </p>
      {showQr && (
        <div id={qrId} className="mt-2 flex justify-center">
          <QrImage text={url} alt={t('agents.recruit.qrAlt', { tier: link.tierName })} />
        </div>
      )}
    </li>
  );
}

/** Dashboard card: the viewer's recruitment link for each tier they may recruit into. */
export function RecruitLinksCard() {
  const { t } = useTranslation();
  const { data, error, mutate } = useRecruitLinks();
  return (
    <Card title={t('agents.recruit.title')} className="mt-4" data-testid="recruit-card">
      <p className="-mt-2 mb-3 text-sm text-slate-600">{t('agents.recruit.intro')}</p>
      {error && !data ? (
        <div className="space-y-2">
          <FormMessage>{t('agents.recruit.failed')}</FormMessage>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !data ? (
        <div className="flex justify-center py-4 text-primary">
          <Spinner />
        </div>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="recruit-none">{t('agents.recruit.none')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.map((link) => (
            <LinkItem key={link.tierId} link={link} />
          ))}
        </ul>
      )}
    </Card>
  );
}
