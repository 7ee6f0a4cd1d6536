import type { ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Switch } from '@/components/Switch';
import { errorText } from '@/lib/i18n';

type PromoFieldValues = FieldValues & { name: string; code: string; price: string; startDate: string; stopDate: string; firstOrder: boolean };

/** Name, code, price, validity dates and the first-order flag: what packages and combos share. */
export function PromoFields<V extends PromoFieldValues>({ kind, children }: { kind: 'package' | 'combo'; children?: ReactNode }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<V>();
  const err = (f: string) => errorText(errors[f]?.message as string | undefined);
  const field = (f: string) => register(f as Path<V>);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('catalogue.promo.name')} error={err('name')} data-testid={`${kind}-name-input`} {...field('name')} />
        <Input label={t('catalogue.promo.code')} autoComplete="off" error={err('code')} data-testid={`${kind}-code-input`} {...field('code')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('catalogue.promo.price')} type="text" inputMode="decimal" autoComplete="off" error={err('price')} data-testid={`${kind}-price-input`} {...field('price')} />
        {children}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Input className="min-w-0" label={t('catalogue.promo.startDate')} type="date" error={err('startDate')} data-testid={`${kind}-startDate-input`} {...field('startDate')} />
        <Input className="min-w-0" label={t('catalogue.promo.stopDate')} type="date" error={err('stopDate')} data-testid={`${kind}-stopDate-input`} {...field('stopDate')} />
      </div>
      <Switch label={t('catalogue.promo.firstOrder')} hint={t(`catalogue.${kind}.firstOrderHint`)} data-testid={`${kind}-firstOrder`} {...field('firstOrder')} />
    </div>
  );
}
