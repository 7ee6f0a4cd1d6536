import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { LinkButton } from '@/components/LinkButton';
import { PageTitle } from '@/components/PageTitle';
import { Textarea } from '@/components/Textarea';
import { isHqSide } from '@/lib/access';
import { ApiError } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { failureText, placeServerErrors } from '@/lib/form';
import { errorText } from '@/lib/i18n';
import { addBanner, BANNERS_KEY } from '../api/stores';
import { HqBannersNote, isNoStore, NoEkoopStore } from '../components/BannerStates';
import { ImagePicker } from '../components/ImagePicker';
import { BANNER_DESCRIPTION_MAX, BANNER_FIELDS, BANNER_TITLE_MAX, bannerSchema, toBannerForm, type BannerFormValues } from '../logic/images';
import { BANNERS_PATH, routeTitleKey } from '../logic/programs';

/** /e-koop/banner/new: a banner for the agent's e-koop store (title, description, link, picture), then back to the list. */
export function NewBannerPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl min-w-0" data-testid="store-new-banner-page">
      <PageTitle subtitle={isHqSide(user) ? undefined : t('stores.banner.formIntro')}>{t(routeTitleKey('ekoop', 'banner_new'))}</PageTitle>
      {isHqSide(user) ? <HqBannersNote /> : <BannerForm />}
    </div>
  );
}

function BannerForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [noStore, setNoStore] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BannerFormValues>({ resolver: zodResolver(bannerSchema), defaultValues: { title: '', description: '', url: '' } });
  const err = (f: keyof BannerFormValues) => errorText(errors[f]?.message);

  const onSubmit = handleSubmit(
    async (v) => {
      setFormError(null);
      if (!image) {
        setImageError(t('stores.banner.errors.image'));
        setFormError(t('stores.form.fixErrors'));
        return;
      }
      try {
        await addBanner(toBannerForm(v, image));
        await mutate(BANNERS_KEY);
        navigate(BANNERS_PATH, { state: { added: true } });
      } catch (e) {
        if (isNoStore(e)) {
          setNoStore(true);
          return;
        }
        const placed = placeServerErrors(e, setError, BANNER_FIELDS);
        const onImage = e instanceof ApiError && e.errors?.image ? String(e.errors.image) : undefined;
        if (onImage) setImageError(onImage);
        setFormError(placed || onImage ? t('stores.form.fixErrors') : failureText(e));
      }
    },
    () => {
      if (!image) setImageError(t('stores.banner.errors.image'));
      setFormError(t('stores.form.fixErrors'));
    },
  );

  if (noStore) return <NoEkoopStore />;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="banner-form">
      <Card>
        <div className="space-y-4">
          <Input id="banner-title" label={t('stores.banner.title')} maxLength={BANNER_TITLE_MAX} error={err('title')} data-testid="banner-title-input" {...register('title')} />
          <Textarea id="banner-description" label={t('stores.banner.description')} rows={3} maxLength={BANNER_DESCRIPTION_MAX} error={err('description')} data-testid="banner-description-input" {...register('description')} />
          <Input id="banner-url" type="url" inputMode="url" autoCapitalize="none" label={t('stores.banner.url')} hint={t('stores.banner.urlHint')} placeholder="https://" error={err('url')} data-testid="banner-url-input" {...register('url')} />
          <ImagePicker
            label={t('stores.banner.image')}
            hint={t('stores.banner.imageHint')}
            file={image}
            onChange={(f) => {
              setImage(f);
              setImageError(undefined);
            }}
            error={imageError}
            testId="banner-image-input"
            previewClass="aspect-[3/1] w-full object-cover"
          />
        </div>
      </Card>
      {formError && <FormMessage testId="banner-form-error">{formError}</FormMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <LinkButton to={BANNERS_PATH}>{t('common.cancel')}</LinkButton>
        <Button type="submit" loading={isSubmitting} data-testid="banner-save">
          {t('stores.banner.save')}
        </Button>
      </div>
    </form>
  );
}
