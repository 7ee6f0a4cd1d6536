import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { Button } from '@/components/Button';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { USER_KEY } from '@/features/auth/api/get-user';
import { applyColours, useUpdateCompany } from '@/lib/company';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import type { CompanyPublic, UserDetail } from '@/lib/types';
import { IMAGE_FIELDS, THEME_KEY, saveThemeColours, uploadThemeImages, useTheme, type ImageField } from '../api/theme';
import type { CompanyTheme } from '../api/types';
import { failureText, placeServerErrors } from '@/lib/form';
import { imageProblem, isHexColour, themeSchema, type ThemeValues } from '../schemas';
import { Loaded } from '@/components/Loaded';
import { SectionHeading } from '@/components/SectionHeading';
import { type Status } from '@/lib/form';

export function ThemeTab() {
  const { data, error, mutate: retry } = useTheme();
  return (
    <Loaded data={data} error={error} retry={() => void retry()}>
      {(theme) => (
        <div className="space-y-8">
          <ColoursForm theme={theme} />
          <hr className="border-slate-200" />
          <ImagesForm theme={theme} />
        </div>
      )}
    </Loaded>
  );
}

/** The whole app wears the new theme at once: CSS variables, the company context and the cached user. */
function useApplyTheme() {
  const updateCompany = useUpdateCompany();
  return async (theme: CompanyTheme) => {
    const patch: Partial<CompanyPublic> = {
      primary_color: theme.primary_color,
      secondary_color: theme.secondary_color,
      logo_url: theme.logo_url,
      logo_dark_url: theme.logo_dark_url,
      login_image_url: theme.login_image_url,
    };
    applyColours(theme.primary_color, theme.secondary_color);
    updateCompany(patch);
    await mutate(THEME_KEY, theme, { revalidate: false });
    await mutate<UserDetail>(USER_KEY, (u) => (u && u.company ? { ...u, company: { ...u.company, ...patch } } : u), { revalidate: false });
  };
}

const COLOUR_FIELDS = ['primaryColor', 'secondaryColor'] as const;

function ColoursForm({ theme }: { theme: CompanyTheme }) {
  const { t } = useTranslation();
  const applyTheme = useApplyTheme();
  const form = useForm<ThemeValues>({
    resolver: zodResolver(themeSchema),
    defaultValues: { primaryColor: theme.primary_color, secondaryColor: theme.secondary_color },
  });
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [primary, secondary] = useWatch({ control, name: ['primaryColor', 'secondaryColor'] });

  const { onSubmit, status } = useFormSubmit(
    form,
    async (v) => {
      const saved = await saveThemeColours(v.primaryColor.trim().toLowerCase(), v.secondaryColor.trim().toLowerCase());
      await applyTheme({ ...theme, ...saved });
    },
    { fields: COLOUR_FIELDS, savedText: t('setup.theme.applied') },
  );

  const picker = (name: (typeof COLOUR_FIELDS)[number], value: string, testId: string) => (
    <div className="flex items-end gap-3">
      <label className="shrink-0">
        <span className="sr-only">{t(`setup.theme.${name}`)}</span>
        <input
          type="color"
          value={isHexColour(value ?? '') ? value.trim() : '#000000'}
          onChange={(e) => setValue(name, e.target.value, { shouldDirty: true, shouldValidate: true })}
          className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          data-testid={`${testId}-picker`}
        />
      </label>
      <Input
        label={t(`setup.theme.${name}`)}
        className="flex-1"
        placeholder="#RRGGBB"
        maxLength={7}
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors[name]?.message)}
        data-testid={testId}
        {...register(name)}
      />
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-lg space-y-4" data-testid="theme-form">
      <SectionHeading title={t('setup.theme.coloursTitle')} intro={t('setup.theme.coloursIntro')} />
      {picker('primaryColor', primary, 'theme-primary')}
      {picker('secondaryColor', secondary, 'theme-secondary')}
      <div className="flex items-center gap-3 rounded-lg p-3 ring-1 ring-slate-200" aria-hidden="true">
        <span className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-white" style={{ background: isHexColour(primary ?? '') ? primary : undefined }}>
          {t('setup.theme.previewPrimary')}
        </span>
        <span className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-slate-900" style={{ background: isHexColour(secondary ?? '') ? secondary : undefined }}>
          {t('setup.theme.previewSecondary')}
        </span>
      </div>
      {status && <FormMessage kind={status.kind} testId={`theme-${status.kind}`}>{status.text}</FormMessage>}
      <Button type="submit" loading={isSubmitting} data-testid="theme-save">
        {t('common.save')}
      </Button>
    </form>
  );
}

const CURRENT_URL: Record<ImageField, keyof CompanyTheme> = { logo: 'logo_url', logoDark: 'logo_dark_url', loginImage: 'login_image_url' };

function ImagesForm({ theme }: { theme: CompanyTheme }) {
  const { t } = useTranslation();
  const applyTheme = useApplyTheme();
  const [files, setFiles] = useState<Partial<Record<ImageField, File>>>({});
  const [previews, setPreviews] = useState<Partial<Record<ImageField, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<ImageField, string>>>({});
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const pick = (field: ImageField, file: File | undefined) => {
    setStatus(null);
    const old = previews[field];
    if (old) URL.revokeObjectURL(old);
    const problem = file ? imageProblem(file) : null;
    setProblems((p) => ({ ...p, [field]: problem ? t(problem) : undefined }));
    setFiles((f) => ({ ...f, [field]: file && !problem ? file : undefined }));
    setPreviews((p) => ({ ...p, [field]: file && !problem ? URL.createObjectURL(file) : undefined }));
  };

  const chosen = IMAGE_FIELDS.filter((f) => files[f]);

  const onUpload = async () => {
    if (chosen.length === 0) return;
    setBusy(true);
    setStatus(null);
    try {
      const saved = await uploadThemeImages(files);
      await applyTheme({ ...theme, ...saved });
      setFiles({});
      Object.values(previews).forEach((u) => u && URL.revokeObjectURL(u));
      setPreviews({});
      setStatus({ kind: 'success', text: t('common.saved') });
    } catch (err) {
      if (!placeServerErrors(err, (name: ImageField, e) => setProblems((p) => ({ ...p, [name]: e.message })), IMAGE_FIELDS)) {
        setStatus({ kind: 'error', text: failureText(err) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="theme-images">
      <SectionHeading title={t('setup.theme.imagesTitle')} intro={t('setup.theme.imagesIntro')} />
      <div className="grid gap-4 sm:grid-cols-3">
        {IMAGE_FIELDS.map((field) => {
          const src = previews[field] ?? (theme[CURRENT_URL[field]] as string | null);
          return (
            <div key={field} className="rounded-xl p-3 ring-1 ring-slate-200">
              <p className="mb-2 text-sm font-medium text-slate-700">{t(`setup.theme.${field}`)}</p>
              <div className={`mb-2 flex h-28 items-center justify-center overflow-hidden rounded-lg ${field === 'logoDark' ? 'bg-slate-800' : 'bg-slate-50'}`}>
                {src ? (
                  <img src={src} alt={t(`setup.theme.${field}`)} className="max-h-full max-w-full object-contain" data-testid={`theme-${field}-preview`} />
                ) : (
                  <span className="text-xs text-slate-400">{t('setup.theme.noImage')}</span>
                )}
              </div>
              <label className="inline-flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg bg-white px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-primary">
                {t('setup.theme.choose')}
                <input
                  type="file"
                  accept="image/jpeg,image/png"
                  className="sr-only"
                  data-testid={`theme-${field}-input`}
                  onChange={(e) => pick(field, e.target.files?.[0])}
                />
              </label>
              {problems[field] && (
                <p role="alert" className="mt-1 text-sm text-red-600" data-testid="field-error">
                  {problems[field]}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p className="text-xs text-slate-500">{t('setup.theme.imageHint')}</p>
      {status && <FormMessage kind={status.kind} testId={`theme-images-${status.kind}`}>{status.text}</FormMessage>}
      <Button onClick={() => void onUpload()} disabled={chosen.length === 0} loading={busy} data-testid="theme-upload">
        {t('setup.theme.upload')}
      </Button>
    </div>
  );
}
