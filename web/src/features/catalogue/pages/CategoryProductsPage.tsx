import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import { FormMessage } from '@/components/FieldError';
import { Input } from '@/components/Input';
import { PageTitle } from '@/components/PageTitle';
import { Select } from '@/components/Select';
import { useCurrentUser } from '@/lib/current-user';
import { CatalogueNav } from '../components/CatalogueNav';
import { Loaded } from '@/components/Loaded';
import { firstServerError } from '@/lib/form';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/i18n';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useConfirmAction } from '@/lib/use-confirm-action';
import { CATEGORY_HAS_PRODUCTS, deleteProductCategory, moveCategoryProducts, saveProductCategory, useProductCategories, type ProductCategory } from '@/features/marketing/api';
import { holds } from '@/lib/access';
import { categorySchema, type CategoryValues } from '../logic/category-form';

/** /category-products: product categories; holders of create_product add, rename and delete. */
export function CategoryProductsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = holds(user, 'create_product');
  const { data, error, mutate } = useProductCategories();
  const [editing, setEditing] = useState<{ item: ProductCategory | null } | null>(null);
  // A delete refused because the category still has products: move them first, then delete.
  const [moving, setMoving] = useState<{ item: ProductCategory; message: string } | null>(null);
  const [moved, setMoved] = useState(false);
  const removal = useConfirmAction(async (item: ProductCategory) => {
    try {
      await mutate(await deleteProductCategory(item.id), { revalidate: false });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409 && err.error === CATEGORY_HAS_PRODUCTS)) throw err;
      // The question closes and the move dialog takes its place.
      setMoving({ item, message: err.message });
    }
  });

  return (
    <div className="mx-auto max-w-3xl" data-testid="categories-page">
      <PageTitle
        subtitle={t('marketing.categories.intro')}
        actions={
          canEdit && (
            <Button onClick={() => setEditing({ item: null })} data-testid="category-add">
              {t('marketing.categories.add')}
            </Button>
          )
        }
      >
        {t('marketing.categories.title')}
      </PageTitle>
      {canEdit && <CatalogueNav />}
      <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(items) =>
            items.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-slate-500" data-testid="no-data">
                {t('common.noData')}
              </p>
            ) : (
              <ul className="divide-y divide-slate-200" data-testid="category-list">
                {items.map((item) => (
                  <li key={item.id} className="flex min-h-14 flex-wrap items-center gap-2 px-4 py-2" data-testid="category-row">
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words text-slate-900" data-testid="category-name">
                        {item.name}
                      </span>
                      {typeof item.products === 'number' && (
                        <span className="block text-xs text-slate-500" data-testid="category-count">
                          {t('catalogue.categories.productCount', { count: item.products })}
                        </span>
                      )}
                    </span>
                    {canEdit && (
                      <span className="flex shrink-0 gap-1">
                        <Button variant="ghost" onClick={() => setEditing({ item })} data-testid="category-edit" aria-label={`${t('marketing.categories.rename')}: ${item.name}`}>
                          {t('marketing.categories.rename')}
                        </Button>
                        <Button
                          variant="ghost"
                          className="text-red-700 hover:bg-red-50"
                          aria-label={`${t('setup.delete')}: ${item.name}`}
                          onClick={() => {
                            setMoved(false);
                            removal.ask(item);
                          }}
                          data-testid="category-delete"
                        >
                          {t('setup.delete')}
                        </Button>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
      {editing && (
        <CategoryDialog
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={async (list) => {
            await mutate(list, { revalidate: false });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('marketing.categories.deleteTitle')}
        message={
          removal.target ? (
            <>
              {moved && <span className="mb-2 block font-medium text-emerald-700" data-testid="category-moved">{t('catalogue.categories.moved')}</span>}
              {t('marketing.categories.deleteMessage', { name: removal.target.name })}
            </>
          ) : undefined
        }
        confirmLabel={t('setup.delete')}
      />
      {moving && (
        <MoveProductsDialog
          item={moving.item}
          reason={moving.message}
          categories={data ?? []}
          onClose={() => setMoving(null)}
          onMoved={async (list) => {
            await mutate(list, { revalidate: false });
            const fresh = list.find((c) => c.id === moving.item.id) ?? moving.item;
            setMoving(null);
            // Back to the delete question, now that the category is empty.
            setMoved(true);
            removal.ask(fresh);
          }}
        />
      )}
    </div>
  );
}

/** Moves a category's products to another category (or to none) so that it can be deleted. */
function MoveProductsDialog({
  item,
  reason,
  categories,
  onClose,
  onMoved,
}: {
  item: ProductCategory;
  reason: string;
  categories: ProductCategory[];
  onClose: () => void;
  onMoved: (list: ProductCategory[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = categories.filter((c) => c.id !== item.id);

  const move = async () => {
    setBusy(true);
    setError(null);
    try {
      await onMoved(await moveCategoryProducts(item.id, target ? Number(target) : null));
    } catch (err) {
      setError(firstServerError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      wide
      title={t('catalogue.categories.moveTitle', { name: item.name })}
      onClose={onClose}
      testId="category-move-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void move()} data-testid="category-move-confirm">
            {t('catalogue.categories.moveButton')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p data-testid="category-move-reason">{reason}</p>
        {typeof item.products === 'number' && <p className="text-slate-600">{t('catalogue.categories.moveCount', { count: item.products, name: item.name })}</p>}
        <Select
          label={t('catalogue.categories.moveTo')}
          placeholder={t('catalogue.categories.noCategory')}
          options={others.map((c) => ({ value: String(c.id), label: c.name }))}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          data-testid="category-move-target"
        />
        {error && <FormMessage testId="category-move-error">{error}</FormMessage>}
      </div>
    </Dialog>
  );
}

function CategoryDialog({ item, onClose, onSaved }: { item: ProductCategory | null; onClose: () => void; onSaved: (list: ProductCategory[]) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useForm<CategoryValues>({ resolver: zodResolver(categorySchema), defaultValues: { name: item?.name ?? '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, error: formError } = useFormSubmit(
    form,
    async (v) => {
      const list = await saveProductCategory(item ? { id: item.id, name: v.name.trim() } : { name: v.name.trim() });
      await onSaved(list);
    },
    { fields: ['name'] },
  );

  return (
    <Dialog open wide title={t(item ? 'marketing.categories.renameTitle' : 'marketing.categories.addTitle')} onClose={onClose} testId="category-dialog">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Input label={t('marketing.categories.name')} maxLength={255} autoFocus error={errorText(errors.name?.message)} data-testid="category-name-input" {...register('name')} />
        {formError && <FormMessage testId="category-form-error">{formError}</FormMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="category-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
