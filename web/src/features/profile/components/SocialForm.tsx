import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { setCachedUser } from '@/features/auth/api/get-user';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import type { UserDetail } from '@/lib/types';
import { emptyToNull, updateSocial } from '../api/update-profile';
import { SOCIAL_FIELDS, SOCIAL_LABEL, isValidSocial, savedSocial, type SocialField } from '@/lib/social';

type Values = Record<SocialField, string>;

function toValues(user: UserDetail): Values {
  return Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, user.social?.[f] ?? ''])) as Values;
}

export function SocialForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: toValues(user) });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const links = savedSocial(user.social);

  const { onSubmit, status } = useFormSubmit(
    form,
    async (values) => {
      const updated = await updateSocial(emptyToNull(values));
      await setCachedUser(updated);
      reset(toValues(updated));
    },
    { fields: SOCIAL_FIELDS },
  );

  return (
    <div className="space-y-6">
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('profile.savedLinks')}</h3>
        {links.length === 0 ? (
          <p className="text-sm text-slate-500">{t('profile.noLinks')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="social-links">
            {links.map(({ field, href }) => (
              <li key={field}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid={`social-link-${SOCIAL_LABEL[field]}`}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full bg-primary/10 px-4 text-sm font-medium text-primary hover:bg-primary/20"
                >
                  {t(`profile.fields.${SOCIAL_LABEL[field]}`)} <span aria-hidden="true">↗</span>
                  <span className="sr-only">({t('common.openInNewTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="social-form">
        <p className="text-sm text-slate-600">{t('profile.socialHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map((field) => (
            <Input
              key={field}
              label={t(`profile.fields.${SOCIAL_LABEL[field]}`)}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              data-testid={`social-${SOCIAL_LABEL[field]}`}
              error={errorText(errors[field]?.message)}
              {...register(field, { validate: (v) => isValidSocial(v) || 'profile.socialInvalid' })}
            />
          ))}
        </div>
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <Button type="submit" loading={isSubmitting} data-testid="social-save">
          {t('common.save')}
        </Button>
      </form>
    </div>
  );
}
