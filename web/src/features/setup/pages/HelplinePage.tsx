import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Icon } from '@/components/Icon';
import { PageTitle } from '@/components/PageTitle';
import { useCompanyContact } from '../api/company';
import { Loaded } from '@/components/Loaded';
import { mailtoHref, phoneDigits, telHref, whatsappHref } from '../schemas';

/** Opens a link; returns false when the browser refused (window.open gave null or threw). */
export function openExternal(href: string, win: Pick<Window, 'open'> = window): boolean {
  try {
    // WhatsApp opens in a new tab; tel: and mailto: hand over to the phone or mail app from this tab.
    const opened = win.open(href, href.startsWith('https://') ? '_blank' : '_self');
    if (!opened) return false;
    if (opened !== win) {
      try {
        opened.opener = null;
      } catch {
        /* cross-origin already */
      }
    }
    return true;
  } catch {
    return false;
  }
}

/** /helpline: call, WhatsApp or e-mail the company (GET /api/attribute/company). */
export function HelplinePage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useCompanyContact();
  const [failed, setFailed] = useState(false);
  const launch = (href: string) => {
    setFailed(false);
    if (!openExternal(href)) setFailed(true);
  };

  return (
    <div className="mx-auto max-w-xl" data-testid="helpline-page">
      <PageTitle subtitle={t('helpline.intro')}>{t('helpline.title')}</PageTitle>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(c) => {
          const digits = phoneDigits(c.phone_code, c.phone);
          const email = (c.email ?? '').trim();
          return (
            <Card>
              <p className="font-semibold text-slate-900" data-testid="helpline-company">{c.name}</p>
              {digits && <p className="text-sm text-slate-600">+{digits}</p>}
              {email && <p className="text-sm text-slate-600">{email}</p>}
              <div className="mt-4 grid gap-2 sm:grid-cols-3">
                <Button disabled={!digits} onClick={() => launch(telHref(digits))} data-testid="helpline-call">
                  <Icon name="phone" /> {t('helpline.call')}
                </Button>
                <Button disabled={!digits} variant="secondary" onClick={() => launch(whatsappHref(digits))} data-testid="helpline-whatsapp">
                  {t('helpline.whatsapp')}
                </Button>
                <Button disabled={!email} variant="secondary" onClick={() => launch(mailtoHref(email))} data-testid="helpline-email">
                  {t('helpline.email')}
                </Button>
              </div>
              {!digits && !email && <p className="mt-3 text-sm text-slate-500">{t('helpline.noContact')}</p>}
              {failed && (
                <div className="mt-4">
                  <FormMessage testId="helpline-error">{t('helpline.openFailed')}</FormMessage>
                </div>
              )}
            </Card>
          );
        }}
      </Loaded>
    </div>
  );
}
