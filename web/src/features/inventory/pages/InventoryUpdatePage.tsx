import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { FieldError, FormMessage } from '@/components/FieldError';
import { PageTitle } from '@/components/PageTitle';
import { Select } from '@/components/Select';
import { failureText } from '@/lib/form';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/i18n';
import { storeStock, useBranchOptions } from '../api/inventory';
import type { InventoryRow } from '../api/types';
import { ProductPicker } from '../components/ProductPicker';
import { StockResult } from '../components/StockResult';
import { StockRowEditor } from '../components/StockRowEditor';
import { buildStorePayload, rowFromInventory, rowFromSelect, rowKey, splitServerErrors, stockFormSchema, type StockFormValues } from '../logic/stock-form';

/** /inventory/update: record stock in or out for many product variants of one branch at once. */
export function InventoryUpdatePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const { branches } = useBranchOptions();
  const prefill = (location.state as { prefill?: InventoryRow } | null)?.prefill;
  const [formError, setFormError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [result, setResult] = useState<InventoryRow[] | null>(null);

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StockFormValues>({
    resolver: zodResolver(stockFormSchema),
    defaultValues: { branchId: params.get('branchId') ?? '', items: prefill ? [rowFromInventory(prefill)] : [] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const branchId = useWatch({ control, name: 'branchId' });
  const added = useMemo(() => new Set(fields.map((f) => rowKey(f.productId, f.variantId))), [fields]);

  useEffect(() => {
    if (!branches?.length || getValues('branchId')) return;
    const main = branches.find((b) => b.isMain) ?? branches[0];
    setValue('branchId', String(main.id));
  }, [branches, getValues, setValue]);

  const branchField = register('branchId', {
    // Stock on hand belongs to the previous branch: forget it (the server still checks stock-outs).
    onChange: () => getValues('items').forEach((_, i) => setValue(`items.${i}.available`, null)),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setRowErrors({});
    try {
      const changed = await storeStock(buildStorePayload(values));
      setResult(Array.isArray(changed) ? changed : []);
      reset({ branchId: values.branchId, items: [] });
      void mutate((key) => typeof key === 'string' && key.startsWith('/api/inventory'));
    } catch (err) {
      if (!(err instanceof ApiError) || !err.errors) {
        setFormError(failureText(err));
        return;
      }
      const split = splitServerErrors(err.errors, values.items.length);
      for (const [path, message] of split.fields) setError(path as FieldPath<StockFormValues>, { type: 'server', message });
      setRowErrors(split.rows);
      setFormError(split.general.join(' ') || t('stock.update.fixRows'));
    }
  });

  const listError = errorText(errors.items?.message ?? errors.items?.root?.message);

  return (
    <div className="mx-auto max-w-6xl" data-testid="inventory-update-page">
      <PageTitle
        subtitle={t('stock.update.intro')}
        actions={
          <Link to="/inventory" className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary/10">
            {t('stock.update.backToList')}
          </Link>
        }
      >
        {t('stock.update.title')}
      </PageTitle>
      {result ? (
        <StockResult rows={result} onMore={() => setResult(null)} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[22rem_1fr] lg:items-start">
          <Card className="lg:sticky lg:top-4">
            <Select
              label={t('stock.fields.branch')}
              placeholder={branches ? undefined : t('common.loading')}
              options={(branches ?? []).map((b) => ({ value: String(b.id), label: b.isMain ? t('stock.fields.mainBranch', { name: b.name }) : b.name }))}
              error={errorText(errors.branchId?.message)}
              {...branchField}
              data-testid="update-branch"
            />
            <div className="mt-4">
              <ProductPicker
                branchId={branchId}
                added={added}
                onAdd={(p, v) => {
                  append(rowFromSelect(p, v), { shouldFocus: false });
                  setRowErrors({});
                }}
              />
            </div>
          </Card>
          <form onSubmit={onSubmit} noValidate aria-labelledby="stock-rows-title" data-testid="stock-form">
            <h2 id="stock-rows-title" className="mb-3 text-base font-semibold text-slate-900">
              {t('stock.update.rows', { n: fields.length })}
            </h2>
            {fields.length === 0 ? (
              <p className="rounded-xl bg-white px-4 py-8 text-center text-sm text-slate-500 ring-1 ring-slate-200" data-testid="stock-rows-empty">
                {t('stock.update.noRows')}
              </p>
            ) : (
              <ul className="space-y-3">
                {fields.map((f, i) => (
                  <StockRowEditor
                    key={f.id}
                    index={i}
                    row={f}
                    control={control}
                    register={register}
                    errors={errors}
                    rowError={rowErrors[i]}
                    onRemove={() => {
                      remove(i);
                      setRowErrors({});
                    }}
                  />
                ))}
              </ul>
            )}
            <FieldError message={listError} />
            {formError && (
              <div className="mt-3">
                <FormMessage testId="stock-error">{formError}</FormMessage>
              </div>
            )}
            <div className="mt-4 flex justify-end">
              <Button type="submit" loading={isSubmitting} disabled={fields.length === 0} block className="sm:w-auto" data-testid="stock-submit">
                {t('stock.update.submit', { n: fields.length })}
              </Button>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
